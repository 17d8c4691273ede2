import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * A module made only of `export { … } from` lines (the engine's door, state/engine.ts): its export names and
 * where each comes from, value exports only; null for any other module.
 */
function reExports(file: string): Map<string, string> | null {
  if (!file.startsWith(root) || !/\.tsx?$/.test(file)) return null
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const lines = [...text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)]
  if (
    lines.length === 0 ||
    text.replace(/export\s+(type\s+)?\{[^}]*\}\s*from\s*'[^']+'/g, '').trim() !== ''
  ) {
    return null
  }
  const out = new Map<string, string>()
  for (const [, typeOnly, names, spec] of lines) {
    if (typeOnly) continue
    for (const name of (names as string).split(',').map((n) => n.trim())) {
      if (name && !name.startsWith('type ')) out.set(name, resolve(dirname(file), spec as string))
    }
  }
  return out
}

/** The value names of an import clause (`{ a, type B, c as d }` → a, c), or null for a default or namespace. */
function valueNames(clause: string): string[] | null {
  const braces = clause.match(/^\s*\{([^}]*)\}\s*$/)
  if (!braces) return null
  return (braces[1] as string)
    .split(',')
    .map((n) => n.trim().split(/\s+as\s+/)[0] as string)
    .filter((n) => n && !n.startsWith('type '))
}

/**
 * Every module `entry` reaches through static value imports (`import type` and dynamic imports excluded). A
 * door made only of re-exports is followed name by name, as the bundler does with side-effect-free modules
 * (package.json `sideEffects`): importing `parseNumber` through the engine's door reaches parse-number.ts only.
 */
function valueImports(entry: string): Set<string> {
  const seen = new Set<string>()
  const seenNames = new Set<string>()
  const visit = (file: string, names: string[] | null) => {
    const door = names ? reExports(file) : null
    if (door && names) {
      seen.add(file)
      for (const name of names) {
        const from = door.get(name)
        if (!from || seenNames.has(`${file}#${name}`)) continue
        seenNames.add(`${file}#${name}`)
        visit(from, [name])
      }
      return
    }
    if (seen.has(file) && seenNames.has(`${file}#*`)) return
    seen.add(file)
    seenNames.add(`${file}#*`)
    if (!file.startsWith(root)) return
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)([^'"]*?)from\s+'([^']+)'/gm)) {
      const spec = m[2] as string
      visit(spec.startsWith('.') ? resolve(dirname(file), spec) : spec, valueNames(m[1] as string))
    }
  }
  visit(resolve(root, entry), null)
  return seen
}

describe('the Explore / exploit view and its workers', () => {
  it('never load the validation library (zod stays in the engine worker)', () => {
    // The check itself can fail: the scenario module does load zod.
    expect([...valueImports('src/engine/scenario.ts')]).toContain('zod/mini')
    for (const entry of ['src/ui/simulation/SimulationView.tsx', 'src/worker/simulation.worker.ts']) {
      const reached = [...valueImports(entry)]
      expect(
        reached.filter((m) => m.startsWith('zod')),
        entry,
      ).toEqual([])
      expect(
        reached.filter((m) => m.endsWith('/schema.ts')),
        entry,
      ).toEqual([])
    }
  })
})

describe('the first page', () => {
  it('never loads the validation library: its default scenario is computed at build time', () => {
    const reached = [...valueImports('src/main.tsx')]
    expect(reached).toContain('virtual:default-scenario')
    expect(reached.filter((m) => m.startsWith('zod'))).toEqual([])
    expect(reached.filter((m) => m.endsWith('/schema.ts') || m.endsWith('/scenario.ts'))).toEqual([])
  })

  it('carries neither the simulator, the link coder, the frozen defaults, the A/B view, saving nor the worker client (issue 27 §6)', () => {
    const reached = [...valueImports('src/main.tsx')].map((m) => m.replace(root, ''))
    // The check itself can fail: the A/B view does reach the simulator, and the coder module the coder.
    expect(
      [...valueImports('src/ui/compare/CompareBar.tsx')].some((m) => m.includes('/plans/simulation/')),
    ).toBe(true)
    expect([...valueImports('src/state/link-coder.ts')]).toContain('fflate')
    const late = reached.filter(
      (m) =>
        m === 'fflate' ||
        /\/(plans\/simulation|share\/cm|share\/frozen)\//.test(m) ||
        /\/(worker\/simulation-|state\/simulation|ui\/compare\/CompareBar|share\/(encode-link|link-for|link-json|link-coder))/.test(
          m,
        ) ||
        m.endsWith('state/link-coder.ts') ||
        // Saving and earlier work, the import reader, and parts drawn only once asked for, load after the paint.
        /\/state\/(persistence|address-bar|kept-work|saved-messages|saved-work|compare-sync|import-read|link-maker)\.ts$/.test(
          m,
        ) ||
        /\/ui\/(share\/ShareControls|gallery\/TeachLayer|import\/DropOverlay|header\/(EarlierWorkMenu|SaveStatus|ExamplesMenu))\.tsx$/.test(
          m,
        ) ||
        // The engine worker's client (the first result is drawn without it), and the Result budget's panels below
        // the first screen.
        /\/worker\/(engine-client|answer-deadline|describe-input|text-channel)\.ts$/.test(m) ||
        /\/ui\/result-budget\/(TurnPanel|IterationsPanel|DeliveredPreviews)\.tsx$/.test(m),
    )
    expect(late).toEqual([])
    // …and the check can fail: the page does reach them, lazily.
    expect([...valueImports('src/worker/engine-client.ts')].some((m) => m.endsWith('text-channel.ts'))).toBe(
      true,
    )
  })
})
