// Bounded work for every input (issue 24): every regular expression literal in the engine's source is found
// here (by parsing the files, so a new one is held to this too) and run on 1 MB adversarial strings — long runs of
// spaces, of its own characters, of its own words, each with a failing end — as a match from every start and as
// a global scan. Nothing is measured: a regex with nested or adjacent unbounded repeats takes hours on these, so
// each run has a hang guard (a `vm` timeout interrupts a regex mid-match, which a test timeout cannot) of a minute,
// a thousand times what a linear one needs. A regex that never sees user text (it formats our own numbers, or
// reads the seed passages we ship) is listed in NOT_USER_TEXT with why, and the list is held to the source.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript5'
import { afterAll, describe, expect, it } from 'vitest'
import { finishes, HANG_GUARD_MS } from '../../test/support/hang-guard.ts'

const ENGINE = new URL('.', import.meta.url).pathname
const ROOT = join(ENGINE, '..', '..')
const SIZE = 1_000_000

/** `file: regex` → why it never runs on text a person gave. */
const NOT_USER_TEXT: Record<string, string> = {
  'src/engine/base/snippet.ts: /\\B(?=(\\d{3})+(?!\\d))/g': 'thousands separators in a number we print',
  'src/engine/tool-budgets/truncate.ts: /\\B(?=(\\d{3})+(?!\\d))/g':
    'thousands separators in a number we print (the seed’s marker)',
  'src/engine/seeds/passages.ts: /\\s+/': 'splits a quote of the seed passages we ship',
  'src/engine/seeds/passages.ts: /[.*+?^${}()|[\\]\\\\]/g': 'escapes a quote of the seed passages we ship',
}

interface Found {
  where: string
  source: string
  flags: string
}

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files(path, out)
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** Every regex literal with a repeat in the engine's source. */
function regexLiterals(): Found[] {
  const found: Found[] = []
  for (const path of files(ENGINE)) {
    const text = readFileSync(path, 'utf8')
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(file)
        const end = literal.lastIndexOf('/')
        const source = literal.slice(1, end)
        if (/[*+]|\{\d+,\}/.test(source))
          found.push({ where: `${relative(ROOT, path)}: ${literal}`, source, flags: literal.slice(end + 1) })
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return found
}

/**
 * The characters a regex is made of, as a hostile string repeats them: whitespace, a letter, a digit, and each
 * literal character of its source (escapes read as what they match).
 */
function fillsOf(source: string): string[] {
  const fills = new Set([' ', 'a', '0', '\n', '\t'])
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string
    if (c === '\\') {
      const next = source[++i] ?? ''
      if (/[.*+?^${}()|[\]\\/\-"'`,:;#@!~=<>&%]/.test(next)) fills.add(next)
      continue
    }
    if (!'()[]{}^$|?*+'.includes(c)) fills.add(c)
  }
  return [...fills]
}

/** The words of a regex's source (`Budget:`, `Action:`, `line `): a hostile string starts with one of them. */
function wordsOf(source: string): string[] {
  const words = new Set([''])
  for (const m of source.replace(/\\[dDwWsSbBnrtux]/g, ' ').matchAll(/[A-Za-z_:>-]{2,}\s?/g)) words.add(m[0])
  return [...words].slice(0, 6)
}

/**
 * Runs `re` on `text` as code does: one match from any start, and a global scan (replace, split, matchAll). The
 * scan replaces with '' rather than calling a function per match: the regex does the same matching either way, and
 * a million JavaScript calls per string (a regex that matches every character) cost three times the matching.
 */
function runOn(re: RegExp, global: RegExp, text: string, where: string): void {
  finishes(`${where} on ${JSON.stringify(text.slice(0, 12))}… (${text.length} chars)`, () => {
    re.exec(text)
    text.replace(global, '')
  })
}

const ENDS = ['\u0001', '!x]']

const literals = regexLiterals()
const tested = literals.filter((l) => !(l.where in NOT_USER_TEXT))

/** The hostile strings of one regex: each word, then a 1 MB run of each fill, then each failing end. */
function* hostileOf(source: string): Generator<[word: string, fill: string, end: string]> {
  for (const word of wordsOf(source))
    for (const fill of fillsOf(source)) for (const end of ENDS) yield [word, fill, end]
}

/**
 * Most hostile strings are the same for many regexes (a run of spaces, of `a`, of digits…): each is built once and
 * kept only until the last regex that uses it has run on it (building and flattening 1 MB ~1,700 times was a tenth
 * of this file's time).
 */
const keyOf = (parts: readonly string[]) => parts.join('\0')
const uses = new Map<string, number>()
// Counted once per regex (`/source/flags`): one written in two places runs once (see below).
for (const source of new Map(tested.map((l) => [`/${l.source}/${l.flags}`, l.source])).values())
  for (const parts of hostileOf(source)) uses.set(keyOf(parts), (uses.get(keyOf(parts)) ?? 0) + 1)
const built = new Map<string, string>()
// All released by the last regex when the whole file runs; not when a filter skips some.
afterAll(() => built.clear())
function hostile(parts: [word: string, fill: string, end: string]): string {
  const [word, fill, end] = parts
  const key = keyOf(parts)
  const text = built.get(key) ?? `${word}${fill.repeat(SIZE)}${end}`
  const left = (uses.get(key) ?? 1) - 1
  uses.set(key, left)
  if (left > 0) built.set(key, text)
  else built.delete(key)
  return text
}
/** Alternations of a letter and a space (`a a a …`), which nested word-and-space repeats choke on. */
const ALTERNATING = `${'a '.repeat(SIZE / 2)}\u0001`

describe('regular expressions on user text', () => {
  it('are found in the engine’s source (the scan works), and every exemption still names one', () => {
    expect(literals.length).toBeGreaterThan(30)
    const wheres = new Set(literals.map((l) => l.where))
    expect(Object.keys(NOT_USER_TEXT).filter((k) => !wheres.has(k))).toEqual([])
  })

  /** Runs by regex (`/source/flags`): the same regex written in two places runs on the very same strings once. */
  const ran = new Map<string, number>()
  for (const { where, source, flags } of tested)
    it(
      `${where} finishes on 1 MB runs of its own characters with a failing end`,
      () => {
        const same = ran.get(`/${source}/${flags}`)
        if (same !== undefined) {
          expect(same).toBeGreaterThan(0)
          return
        }
        const re = new RegExp(source, flags.replace('g', '').replace('y', ''))
        const global = new RegExp(source, `${flags.replace('g', '').replace('y', '')}g`)
        let runs = 0
        for (const parts of hostileOf(source)) {
          runOn(re, global, hostile(parts), where)
          runs++
        }
        runOn(re, global, ALTERNATING, where)
        expect(runs).toBeGreaterThan(0)
        ran.set(`/${source}/${flags}`, runs)
      },
      10 * HANG_GUARD_MS,
    )
})
