import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Rules with one home stay there: JSON is parsed by `engine/base/parse-json.ts` (byte-order mark, depth and
 * Infinity checks; `read-json.ts` names line and column on top of it), compressed bytes are inflated by `engine/base/inflate-bounded.ts` (a bomb is refused
 * before it is allocated), values are compared by `engine/base/deep-equal.ts`. A second home would drift from the
 * first, so each call outside its home is named here.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url))

const HOMES: readonly { what: string; pattern: RegExp; home: string }[] = [
  { what: 'JSON.parse', pattern: /\bJSON\.parse\s*\(/, home: 'engine/base/parse-json.ts' },
  {
    what: "fflate's one-shot inflaters",
    pattern: /\b(inflateSync|gunzipSync|unzlibSync|decompressSync|unzipSync)\b|DecompressionStream/,
    home: 'engine/base/inflate-bounded.ts',
  },
  {
    what: 'a deep comparison of its own',
    pattern:
      /function\s+(deepEqual|sameJson|sameData|isEqual)\b|JSON\.stringify\([^)]*\)\s*[!=]==\s*JSON\.stringify/,
    home: 'engine/base/deep-equal.ts',
  },
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx|mjs)$/.test(name) ? [path] : []
  })
}

/** `file:line what` for each line of `text` that does a rule's work outside its home. */
function strays(file: string, text: string): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return // a comment or an @example may name it
    for (const { what, pattern, home } of HOMES)
      if (file !== home && pattern.test(line)) found.push(`${file}:${i + 1} ${what} (its home is ${home})`)
  })
  return found
}

describe('rules with one home', () => {
  it('are done only in their home outside tests and test kits', () => {
    const found = filesUnder(src)
      .filter((f) => !/\.test\.tsx?$|test-kit/.test(f))
      .flatMap((f) => strays(relative(src, f).replaceAll('\\', '/'), readFileSync(f, 'utf8')))
    expect(found).toEqual([])
  })

  it('the check finds a stray where there is one', () => {
    const text = 'const v = JSON.parse(raw)\nconst b = gunzipSync(bytes)\n// JSON.parse in a comment\n'
    expect(strays('state/x.ts', text)).toEqual([
      'state/x.ts:1 JSON.parse (its home is engine/base/parse-json.ts)',
      "state/x.ts:2 fflate's one-shot inflaters (its home is engine/base/inflate-bounded.ts)",
    ])
    expect(strays('engine/base/parse-json.ts', 'value = JSON.parse(body)')).toEqual([])
    expect(strays('ui/a.ts', 'if (JSON.stringify(a) !== JSON.stringify(b)) go()')).toHaveLength(1)
  })
})
