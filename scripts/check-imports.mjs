#!/usr/bin/env node
/**
 * The import rules Biome cannot state (docs/architecture.md, "Layers and doors"):
 *   1. UI takes engine TYPES only: a value import from src/engine in src/ui fails (values reach the UI
 *      through src/state). Biome's noRestrictedImports cannot tell `import type` from a value import.
 *   2. No circle, counting type-only imports, between files (Biome's noImportCycles checks this too, but
 *      only on the files it lints; this names every circle at once) and between the engine's folders
 *      (engine root files count as one folder, "engine/").
 * Run: `node scripts/check-imports.mjs [--stats] [dir]` (default dir: src). Exit 1 on any breach; `--stats`
 * prints the counts (files entering the engine other than by a door, UI files taking engine values, circles).
 * TypeScript 7 has no JS API, so this parses with TypeScript 5.9 (package `typescript5`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript5'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : filesUnder(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveSpec(from, spec) {
  if (!spec.startsWith('.')) return null
  const target = resolve(dirname(from), spec)
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Every import of `file`: its target, whether only types cross, whether it is a lazy `import()`. */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const out = []
  const add = (spec, typeOnly, lazy, node) => {
    const target = resolveSpec(file, spec)
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    out.push({ spec, target, typeOnly, lazy, line })
  }
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)))
      add(node.moduleSpecifier.text, typeOnly, false, node)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause
      const typeOnly =
        node.isTypeOnly ||
        (!!named &&
          ts.isNamedExports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly))
      add(node.moduleSpecifier.text, typeOnly, false, node)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true, node)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const lit = node.argument.literal
      if (ts.isStringLiteral(lit)) add(lit.text, true, false, node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

/** Strongly connected components of size > 1 (and self loops) in `graph` (Tarjan). */
export function circles(graph) {
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const strong = (v) => {
    idx.set(v, index)
    low.set(v, index)
    index++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const component = []
      let w
      do {
        w = stack.pop()
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (graph.get(v) ?? new Set()).has(v)) found.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) strong(v)
  return found
}

/** The engine's doors: the one way in, and the lazy room the engine worker loads on its first open. */
export const DOORS = ['src/engine/index.ts', 'src/engine/open/index.ts']
/**
 * Circles that had to stay, named so that no new one (and no larger one) passes. Each entry lists every member;
 * a circle passes only when all its members are in one entry. None today; remove an entry once its circle is gone.
 */
export const KNOWN_CIRCLES = []
const known = (circle) => KNOWN_CIRCLES.some((entry) => circle.every((member) => entry.includes(member)))
// The folder holding src/: the repository, or a copy a test lints.
let base = root
const rel = (file) => relative(base, file)
const layerOf = (file) => rel(file).split('/')[1] ?? ''
const engineFolderOf = (file) => {
  const parts = rel(file).split('/')
  return parts.length > 3 ? `engine/${parts[2]}` : 'engine/'
}

export function check(dir = join(root, 'src')) {
  base = resolve(dir, '..')
  const files = filesUnder(dir)
  const graph = new Map()
  const folders = new Map()
  const breaches = []
  const stats = { deepEngineImporters: new Set(), uiEngineValueImporters: new Set() }
  for (const file of files) {
    const edges = new Set()
    graph.set(rel(file), edges)
    for (const imp of importsOf(file)) {
      if (!imp.target) continue
      edges.add(rel(imp.target))
      const from = layerOf(file)
      const to = layerOf(imp.target)
      if (from !== 'engine' && to === 'engine') {
        if (!DOORS.includes(rel(imp.target))) stats.deepEngineImporters.add(rel(file))
        if (from === 'ui' && !imp.typeOnly) {
          stats.uiEngineValueImporters.add(rel(file))
          breaches.push(
            `${rel(file)}:${imp.line} imports engine values from '${imp.spec}': UI takes engine types only`,
          )
        }
      }
      // A door is the engine's entrance, not a room of it: nothing inside imports it, so it takes no part in
      // the order of the engine's folders.
      if (from === 'engine' && to === 'engine' && !DOORS.includes(rel(file))) {
        const a = engineFolderOf(file)
        const b = engineFolderOf(imp.target)
        if (a !== b) {
          if (!folders.has(a)) folders.set(a, new Set())
          folders.get(a).add(b)
        }
      }
    }
  }
  const fileCircles = circles(graph)
  const folderCircles = circles(folders)
  for (const c of fileCircles.filter((c) => !known(c)))
    breaches.push(`import circle between files: ${c.join(' ↔ ')}`)
  for (const c of folderCircles.filter((c) => !known(c)))
    breaches.push(`import circle between engine folders: ${c.join(' ↔ ')}`)
  return { breaches, fileCircles, folderCircles, stats }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const dir = args.find((a) => !a.startsWith('--'))
  const result = check(dir ? resolve(dir) : undefined)
  if (args.includes('--stats')) {
    console.log(
      JSON.stringify(
        {
          filesImportingDeepEnginePaths: result.stats.deepEngineImporters.size,
          uiFilesImportingEngineValues: result.stats.uiEngineValueImporters.size,
          fileCircles: result.fileCircles.length,
          folderCircles: result.folderCircles,
        },
        null,
        1,
      ),
    )
  }
  for (const b of result.breaches) console.error(b)
  if (result.breaches.length > 0) {
    console.error(`check-imports: ${result.breaches.length} breach(es)`)
    process.exit(1)
  }
  const left = [...result.fileCircles, ...result.folderCircles].length
  console.log(
    `check-imports: UI takes engine types only; no new import circle (${left} known, listed in KNOWN_CIRCLES)`,
  )
}
