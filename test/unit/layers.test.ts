import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Dependencies point one way: ui → state → worker → engine (ARCHITECTURE.md). A layer may import its own
 * folder and any layer below it, never one above. The CLI is a host beside the worker: it runs the engine and
loads the tokenizers the way the worker does. Type-only imports count
 * too: a type from above is still knowledge of the layer above.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url))
const RANK: Record<string, number> = { engine: 0, worker: 1, state: 2, ui: 3 }
const MAY_IMPORT: Record<string, readonly string[]> = {
  engine: ['engine'],
  worker: ['engine', 'worker'],
  state: ['engine', 'worker', 'state'],
  ui: ['engine', 'worker', 'state', 'ui'],
  cli: ['engine', 'worker', 'cli'],
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

const layerOf = (file: string) => relative(src, file).split('/')[0] ?? ''
const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

/** Every relative import of `file` that leaves its layer for one it may not import. */
function violations(file: string): string[] {
  const layer = layerOf(file)
  const allowed = MAY_IMPORT[layer]
  if (!allowed) return []
  const text = readFileSync(file, 'utf8')
  const out: string[] = []
  for (const [, spec] of text.matchAll(SPECIFIER)) {
    const target = resolve(dirname(file), spec as string)
    if (!target.startsWith(src)) continue
    const to = layerOf(target)
    if (to in MAY_IMPORT && !allowed.includes(to)) out.push(`${relative(src, file)} → ${spec}`)
  }
  return out
}

describe('layers', () => {
  const files = filesUnder(src).filter((f) => !/\.test\.tsx?$/.test(f))

  it('ranks the layers ui → state → worker → engine', () => {
    expect(Object.keys(RANK).sort((a, b) => (RANK[b] ?? 0) - (RANK[a] ?? 0))).toEqual([
      'ui',
      'state',
      'worker',
      'engine',
    ])
  })

  it('no module imports a layer above its own (ui → state → worker → engine; cli → worker, engine)', () => {
    expect(files.flatMap(violations)).toEqual([])
  })
})
