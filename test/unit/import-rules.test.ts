import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script, without types
import { check } from '../../scripts/check-imports.mjs'

/**
 * The layer rules (docs/architecture.md, "Layers and doors") are the linter's: this runs the real lint,
 * biome.json's rules and scripts/check-imports.mjs, on a small copy of the tree holding one deliberate bad
 * import, and checks that it fails, naming the rule; the same copy with the import put right passes, so the
 * failure is the bad import's.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome')
const made: string[] = []

/** A fresh copy: biome.json and `files` (path → text), as a repository's tree. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'))
  made.push(dir)
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

/** `biome lint` on the copy: its exit status and what it printed. */
function lint(files: Record<string, string>): { status: number; out: string } {
  const dir = tree(files)
  const run = spawnSync(process.execPath, [biome, 'lint', '--max-diagnostics=50', 'src'], {
    cwd: dir,
    encoding: 'utf8',
  })
  return { status: run.status ?? 1, out: `${run.stdout}${run.stderr}` }
}

/** scripts/check-imports.mjs on the copy: its breaches. */
const breaches = (files: Record<string, string>): string[] => check(join(tree(files), 'src')).breaches

const DOOR = { 'src/engine/index.ts': "export { parseNumber } from './base/parse-number.ts'\n" }
const ENGINE = {
  ...DOOR,
  'src/engine/base/parse-number.ts':
    'export type NumberParse = number\nexport const parseNumber = (s: string) => Number(s)\n',
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('the import rules, run by the real lint on a deliberate bad import', () => {
  it('the engine imports no React (nor store, chart, editor or worker code)', () => {
    const bad = lint({
      ...ENGINE,
      'src/engine/bad.ts': "import { useState } from 'react'\nexport const s = useState\n",
    })
    expect(bad.status).not.toBe(0)
    expect(bad.out).toContain('noRestrictedImports')
    expect(bad.out).toContain('The engine is pure TypeScript')
    const worker = lint({ ...ENGINE, 'src/engine/bad.ts': "export { x } from '../worker/sim-pool.ts'\n" })
    expect(worker.status).not.toBe(0)
    expect(
      lint({ ...ENGINE, 'src/engine/good.ts': "export { parseNumber } from './base/parse-number.ts'\n" })
        .status,
    ).toBe(0)
  })

  it('the UI enters the engine by its door only, even for a type', () => {
    const bad = lint({
      ...ENGINE,
      'src/ui/Bad.ts':
        "import type { NumberParse } from '../engine/base/parse-number.ts'\nexport type N = NumberParse\n",
    })
    expect(bad.status).not.toBe(0)
    expect(bad.out).toContain('Enter the engine through its door')
    const good = lint({
      ...ENGINE,
      'src/ui/Good.ts':
        "import type { NumberParse } from '../engine/index.ts'\nexport type N = NumberParse\n",
    })
    expect(good.out).not.toContain('noRestrictedImports')
    expect(good.status).toBe(0)
  })

  it('the UI takes engine types only: a value import fails, the same name as a type passes', () => {
    const value = "import { parseNumber } from '../engine/index.ts'\nexport const p = parseNumber\n"
    expect(breaches({ ...ENGINE, 'src/ui/Bad.ts': value })).toEqual([
      "src/ui/Bad.ts:1 imports engine values from '../engine/index.ts': UI takes engine types only",
    ])
    const type = "import type { parseNumber } from '../engine/index.ts'\nexport type P = typeof parseNumber\n"
    expect(breaches({ ...ENGINE, 'src/ui/Good.ts': type })).toEqual([])
  })

  it('the CLI does not import the worker (what they share lives in the engine)', () => {
    const bad = lint({
      ...ENGINE,
      'src/cli/bad.ts': "export { createSimPool } from '../worker/sim-pool.ts'\n",
    })
    expect(bad.status).not.toBe(0)
    expect(bad.out).toContain('The CLI runs the engine itself')
    const ui = lint({ ...ENGINE, 'src/ui/bad.ts': "export type { SimPool } from '../worker/sim-pool.ts'\n" })
    expect(ui.status).not.toBe(0)
  })

  it('no circle, a type-only import counting too', () => {
    const circle = {
      ...ENGINE,
      'src/ui/a.ts': "import type { B } from './b.ts'\nexport interface A { b?: B }\n",
      'src/ui/b.ts': "import type { A } from './a.ts'\nexport interface B { a?: A }\n",
    }
    const bad = lint(circle)
    expect(bad.status).not.toBe(0)
    expect(bad.out).toContain('noImportCycles')
    expect(breaches(circle)).toEqual(['import circle between files: src/ui/a.ts ↔ src/ui/b.ts'])
    const line = { ...circle, 'src/ui/b.ts': 'export interface B { a?: unknown }\n' }
    expect(lint(line).status).toBe(0)
    expect(breaches(line)).toEqual([])
  })
})
