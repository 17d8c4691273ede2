// Exact token counts of 1 MB texts that are one unbroken piece, or nearly (issue 24 §2: before the heap merge a
// 100,000-char run took 16 s, a 400 KB line 207 s). Each count uses a new tokenizer (no piece remembered from an
// earlier sample), warmed on other text as the worker's is when it loads. Run with tsx; prints one JSON object.
//   node --import tsx scripts/bench/long-pieces.ts            the three named cases, median of 3 per encoding
//   node --import tsx scripts/bench/long-pieces.ts --worst    also every adversarial 1 MB case once, the slowest
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import cl100k from 'gpt-tokenizer/encoding/cl100k_base'
import o200k from 'gpt-tokenizer/encoding/o200k_base'
import { adaptEncoding } from '../../src/engine/measure/gpt-tokenizer.ts'
import { tokenizerFrom } from '../../src/engine/measure/load-tokenizers.ts'
import type { EncodingId } from '../../src/engine/measure/measure.ts'
import { corpusDir, MB } from './ten-outputs.ts'

const ENCODINGS = { o200k_base: o200k, cl100k_base: cl100k } as const

/** A fresh tokenizer, its code compiled on a little ordinary text first (the worker warms its own on load). */
function freshTokenizer(encoding: EncodingId) {
  const t = tokenizerFrom(encoding, adaptEncoding(encoding, ENCODINGS[encoding]))
  t.count('warm up: {"id": 42, "name": "Ünïcode ✓"} at Object.<anonymous> (/app/index.js:3:7)\n'.repeat(50))
  return t
}

/** Wall time and this thread's CPU time (what a shared machine's load does not inflate) of one exact count. */
function timeCount(encoding: EncodingId, text: string): { ms: number; cpuMs: number; tokens: number } {
  const t = freshTokenizer(encoding)
  const cpu = process.cpuUsage()
  const start = performance.now()
  const tokens = t.count(text)
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  return { ms, cpuMs: (used.user + used.system) / 1000, tokens }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number

/** A deterministic pseudo-random string of `n` units drawn from `alphabet`. */
function drawn(n: number, alphabet: string): string {
  const units = [...alphabet]
  const out: string[] = []
  let x = 2_024
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0
    out.push(units[(x >>> 16) % units.length] as string)
  }
  return out.join('')
}

const minified = readFileSync(join(corpusDir(), 'minified-json.world-atlas.countries-50m.topo.json'), 'utf8')
const repeatTo = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n)

const NAMED: Record<string, () => string> = {
  run1MB: () => 'a'.repeat(MB),
  zeros1MB: () => Buffer.alloc((MB * 3) / 4).toString('base64'),
  minified1MB: () => repeatTo(minified, MB),
}

// What a paste can hold, 1 MB of UTF-8 each (a 1 MB file; ~333,333 CJK chars): runs of every kind of char the
// split patterns treat apart, random text over small alphabets, and ordinary random base64.
const ADVERSARIAL: Record<string, () => string> = {
  'a-run': NAMED.run1MB as () => string,
  'A-run': () => 'A'.repeat(MB),
  'space-run': () => ' '.repeat(MB),
  'space-run-x': () => `${' '.repeat(MB - 1)}x`,
  'newline-run': () => '\n'.repeat(MB),
  'crlf-run': () => '\r\n'.repeat(MB / 2),
  'tab-space': () => ' \t'.repeat(MB / 2),
  'equals-run': () => '='.repeat(MB),
  'slash-run': () => '/'.repeat(MB),
  'digit-run': () => '0'.repeat(MB),
  'cjk-run': () => '中'.repeat(MB / 3),
  'emoji-run': () => '😀'.repeat(MB / 4),
  'ideographic-space-run': () => '\u3000'.repeat(MB / 3),
  'combining-run': () => 'e\u0301'.repeat(MB / 3),
  'lone-surrogates': () => '\ud800'.repeat(MB / 3),
  'random-ab': () => drawn(MB, 'ab'),
  'random-letters': () => drawn(MB, 'abcdefghijklmnopqrstuvwxyz'),
  'random-aB': () => drawn(MB, 'aB'),
  'random-ascii': () => drawn(MB, Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')),
  'random-unicode': () => drawn(MB / 2, 'aé中😀 \n1=Ωß\u0301'), // ~1 MB of UTF-8
  'random-base64': () =>
    Buffer.from(drawn((MB * 3) / 4, 'abcdefghijklmnopqrstuvwxyz0123456789')).toString('base64'),
  'base64-zeros': NAMED.zeros1MB as () => string,
  minified: NAMED.minified1MB as () => string,
}

function main() {
  const encodings = Object.keys(ENCODINGS) as EncodingId[]
  const named: Record<string, Record<string, unknown>> = {}
  for (const [name, make] of Object.entries(NAMED)) {
    const text = make()
    named[name] = {}
    for (const encoding of encodings) {
      timeCount(encoding, text) // the first count of a kind of piece compiles the merge's code
      const runs = [0, 1, 2].map(() => timeCount(encoding, text))
      const samples = runs.map((r) => Number(r.ms.toFixed(1)))
      ;(named[name] as Record<string, unknown>)[encoding] = {
        medianMs: median(samples),
        medianCpuMs: Number(median(runs.map((r) => r.cpuMs)).toFixed(1)),
        tokens: runs[0]?.tokens ?? 0,
        samples,
      }
    }
  }
  // The slowest case by wall time, with every case's wall and CPU milliseconds.
  let worst: {
    case: string
    encoding: string
    ms: number
    cpuMs: number
    all: Record<string, number[]>
  } | null = null
  if (process.argv.includes('--worst')) {
    const all: Record<string, number[]> = {}
    for (const [name, make] of Object.entries(ADVERSARIAL)) {
      const text = make()
      for (const encoding of encodings) {
        const { ms, cpuMs } = timeCount(encoding, text)
        all[`${name} ${encoding}`] = [Number(ms.toFixed(1)), Number(cpuMs.toFixed(1))]
        if (!worst || ms > worst.ms) worst = { case: name, encoding, ms, cpuMs, all }
      }
    }
  }
  process.stdout.write(`${JSON.stringify({ node: process.version, named, worst })}\n`)
}

main()
