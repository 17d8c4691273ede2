// The inputs the frozen context-mixing coder (src/engine/share/cm/) is held to, bit for bit: what the coder as
// first shipped with link format 2 wrote for each is recorded in test/fixtures/cm-encodings.json, and
// test/unit/cm-frozen.test.ts checks that today's coder writes exactly that. Chosen to reach every path of the
// model: the shared primed model (tables of 2^16 and 2^17 counters) and a fresh one (2^18 to 2^20), both sides
// of each table-size step, texts past 1 MB on the largest tables, random bytes, long repeats (matches past 31),
// words, other dictionaries, and the JSON of every shipped example.
import { readdirSync, readFileSync } from 'node:fs'
import { strToU8 } from 'fflate'
import { isRecord } from '../../src/engine/base/is-record.ts'
import { readScenarioFile, type Scenario } from '../../src/engine/index.ts'
import { FROZEN_DEFAULTS } from '../../src/engine/share/frozen-defaults.ts'
import { linkDictionary2 } from '../../src/engine/share/link-dictionary.ts'
import { linkFields } from '../../src/engine/share/link-json.ts'
import { namesOf } from './example-names.ts'

export interface CmInput {
  name: string
  text: Uint8Array
  dictionary: Uint8Array
}

/** A small seeded generator (mulberry32), so every run and every machine makes the same inputs. */
function randomFrom(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomBytes(n: number, seed: number): Uint8Array {
  const next = randomFrom(seed)
  const out = new Uint8Array(n)
  for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256)
  return out
}

/** Text of words (a vocabulary of 400 made-up ones), numbers and JSON punctuation, `n` bytes of it. */
function wordText(n: number, seed: number): Uint8Array {
  const next = randomFrom(seed)
  const letters = 'etaoinshrdlucmfwypvbgkjqxzETAOIN'
  const vocabulary = Array.from({ length: 400 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 9) }, () => letters[Math.floor(next() * 32)]).join(''),
  )
  let text = ''
  while (text.length < n) {
    const r = next()
    const word = vocabulary[Math.floor(next() * next() * 400)] as string
    text += r < 0.1 ? `{"${word}":${Math.floor(next() * 1e6)},` : r < 0.15 ? `"${word}"},\n` : `${word} `
  }
  return strToU8(text.slice(0, n))
}

/** JSON lines, each different, as tool outputs look: `n` lines. */
function jsonLines(n: number): Uint8Array {
  return strToU8(
    Array.from({ length: n }, (_, i) => `{"line":${i},"text":"row ${i * 7919} of the log"}\n`).join(''),
  )
}

function repeated(block: Uint8Array, times: number): Uint8Array {
  const out = new Uint8Array(block.length * times)
  for (let i = 0; i < times; i++) out.set(block, i * block.length)
  return out
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** Version 4's names of what version 3 called otherwise (src/engine/migrate.ts), undone. */
const V3_TABS: Readonly<Record<string, string>> = { simulation: 'explore', 'tool-budgets': 'token-budgets' }
/** `o` with each key renamed by `names`, in place (the same key order, so the same JSON bytes as version 3 wrote). */
const renamed = (o: unknown, names: Readonly<Record<string, string>>, inner?: (v: unknown) => unknown) =>
  isRecord(o)
    ? Object.fromEntries(Object.entries(o).map(([k, v]) => [names[k] ?? k, inner ? inner(v) : v]))
    : o
const usageV3 = (u: unknown) => renamed(u, { windowTokens: 'contextWindow' })

/**
 * A scenario as version 3 wrote it: the fixture recorded each example's link JSON at scenario version 3 (diffed
 * against version 3's frozen defaults), and those inputs stay the inputs the coder is held to.
 */
function asVersion3(s: Scenario): Record<string, unknown> {
  const v3: Record<string, unknown> = {
    ...s,
    version: 3,
    view: { ...s.view, tab: V3_TABS[s.view.tab] ?? s.view.tab },
    toolBudgets: { ...s.toolBudgets, window: renamed(s.toolBudgets.window, { windowTokens: 'modelTokens' }) },
    batches: s.batches.map((b) => (b.recorded ? { ...b, recorded: usageV3(b.recorded) } : b)),
  }
  if (s.recorded)
    v3.recorded = {
      ...(usageV3(s.recorded) as object),
      replies: s.recorded.replies.map((r) => ({ ...r, usage: usageV3(r.usage) })),
    }
  return v3
}

/**
 * The link JSON of every example in public/examples/ as of scenario version 3, by the file name it was recorded
 * under (a renamed example keeps its former name here, in the recorded order: see example-names.ts).
 */
export function exampleInputs(): CmInput[] {
  const dir = new URL('../../public/examples/', import.meta.url)
  const recordedAs = (file: string) => namesOf(file).at(-1) ?? file
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort((a, b) => (recordedAs(a) < recordedAs(b) ? -1 : 1))
    .map((file) => {
      const read = readScenarioFile(readFileSync(new URL(file, dir), 'utf8'))
      if (!read.ok) throw new Error(`${file}: ${read.message}`)
      return {
        name: `example ${recordedAs(file)}`,
        text: strToU8(JSON.stringify(linkFields(asVersion3(read.scenario) as Scenario, FROZEN_DEFAULTS[3]))),
        dictionary: linkDictionary2(),
      }
    })
}

/**
 * Made-up inputs, in the order they are coded (the coder keeps its last primed model between calls, so the
 * order is part of what is tested). With the dictionary of format 2 (10,124 bytes), a text past 6,260 bytes
 * gets tables of 2^17 counters, past 22,644 of 2^18 (primed afresh, not copied), past 55,412 of 2^19 and past
 * 120,660 of 2^20.
 */
export function syntheticInputs(): CmInput[] {
  const dictionary = linkDictionary2()
  const sized = (n: number) => wordText(n, n)
  const inputs: [string, Uint8Array, Uint8Array?][] = [
    ['empty', new Uint8Array(0)],
    ['one byte', strToU8('{')],
    ['the default scenario', strToU8('{"version":3}')],
    ['random 1 KiB', randomBytes(1024, 1)],
    ['words 6,260 bytes (2^16 tables)', sized(6260)],
    ['words 6,261 bytes (2^17 tables)', sized(6261)],
    ['words 22,644 bytes (2^17, shared priming)', sized(22_644)],
    ['words 22,645 bytes (2^18, primed afresh)', sized(22_645)],
    ['words 6,261 bytes again (the kept model)', sized(6261)],
    ['words 55,413 bytes (2^19 tables)', sized(55_413)],
    ['JSON lines 120,661 bytes (2^20 tables)', jsonLines(3000).subarray(0, 120_661)],
    ['random 200 KB', randomBytes(200_000, 2)],
    ['one letter 100 KB', new Uint8Array(100_000).fill(97)],
    ['a random 5 KB block 30 times (long matches)', repeated(randomBytes(5000, 3), 30)],
    ['words 300 KB', wordText(300_000, 4)],
    [
      'words, JSON lines and random bytes, 1.05 MB (full tables)',
      concat(wordText(500_000, 5), jsonLines(9000), randomBytes(100_000, 6), wordText(50_000, 5)),
    ],
    ['no dictionary, words', wordText(5000, 7), new Uint8Array(0)],
    ['no dictionary, one byte', strToU8('x'), new Uint8Array(0)],
    ['another dictionary, words', wordText(40_000, 8), wordText(20_000, 8)],
    ['the format-2 dictionary again, small', strToU8('{"version":3,"title":"back to the kept model"}')],
  ]
  return inputs.map(([name, text, other]) => ({ name, text, dictionary: other ?? dictionary }))
}
