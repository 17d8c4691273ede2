// What the engine half of the hostile corpus is made of: its entry points, the shape of an input, and the makers
// the inputs are built with (nested JSON, links, real files cut or changed, deterministic noise).
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { defaultScenario } from '../../../src/engine/defaults.ts'

/** Where an input goes in. Each is one function of the engine (see `drive` in engine.test.ts). */
export type EntryPoint =
  /** The address's `#s=…`, through openScenario (the worker's `open` request). */
  | 'link'
  /** A file opened or dropped, through openScenario. */
  | 'file'
  /** The saved copy with its long texts kept apart (IndexedDB), through openScenario. */
  | 'saved'
  /** A transcript, recording or tool list opened over the current scenario (Import dialog, drop, CLI import). */
  | 'import'
  /** Tool selection's import box. */
  | 'selection'
  /** The CLI, in-process (`runCli` with the file's text). */
  | 'cli'
  /** The Plans tab's JSON editor. */
  | 'plan'
  /** A whole-number field (resultBudgetChars: 0 to 1e9 chars). */
  | 'field'
  /** A percent-of-window field. */
  | 'percent'
  /** The Planner's action log, read and evaluated in a scenario. */
  | 'log'
  /** The Plans trace, read and evaluated in a scenario. */
  | 'trace'
  /** The token window's earlier conversation, read and evaluated in a scenario. */
  | 'window'
  /** The token window's tool schemas, read and evaluated in a scenario. */
  | 'schemas'
  /** A value the page posts to the worker (already parsed: it can hold NaN, -0, cycles), through parseScenario. */
  | 'value'

/**
 * `refused`: a clear message, nothing opened. `accepted`: opened or read (and, for a scenario, evaluated).
 * `either`: whichever, as long as the rules hold (where both are right, e.g. a 50 MB title).
 */
export type Outcome = 'refused' | 'accepted' | 'either'

export interface HostileInput {
  id: string
  what: string
  entry: EntryPoint
  /** The input, made when its test runs (the large ones are tens of MB). */
  make: () => unknown
  expect: Outcome
  /** What the message must say (a refusal), e.g. the path and the limit. */
  says?: RegExp
  /** Texts an accepted input must keep exactly (markup shown as text, never dropped or changed). */
  keeps?: string[]
  /** CPU ms it may take, read to answer (and evaluated); 3,000 unless stated. */
  boundMs?: number
}

// ---- Makers -------------------------------------------------------------------------------------------------

export const nest = (depth: number, leaf = '0') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
export const nestObject = (depth: number) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`
export const fallbacks = (depth: number) =>
  `${'{"toolName":"t","fallbackOnFailure":'.repeat(depth)}{"toolName":"t"}${'}'.repeat(depth)}`

/** A format-1 share link of a JSON text (zlib, as the app wrote them). */
export const linkOf = (jsonText: string | Buffer) =>
  `#s=1.${deflateSync(typeof jsonText === 'string' ? Buffer.from(jsonText) : jsonText, { level: 9 }).toString('base64url')}`

/** A scenario's JSON text: version 3 with `fields` laid over the top. */
export const scenarioText = (fields: Record<string, unknown>) => JSON.stringify({ version: 3, ...fields })
/** The same, with a raw JSON fragment spliced in as `key` (for what JSON.stringify cannot write: 1e999, NaN). */
export const scenarioRaw = (key: string, raw: string) => `{"version":3,"${key}":${raw}}`
export const oneCall = (call: Record<string, unknown>) => ({
  batches: [{ calls: [{ tool: 'read_file', output: { kind: 'sample', chars: 10 }, ...call }] }],
})
export const budgetRaw = (raw: string) => `{"version":3,"resultBudget":{"resultBudgetChars":${raw}}}`
export const manyCalls = (batches: number, perBatch: number) =>
  `{"version":3,"batches":[${Array.from(
    { length: batches },
    () =>
      `{"calls":[${Array.from({ length: perBatch }, () => '{"tool":"t","output":{"kind":"sample","chars":100}}').join(',')}]}`,
  ).join(',')}]}`
export const plansWith = (plan: string) => {
  const s = defaultScenario()
  return JSON.stringify({ ...s, plans: { ...s.plans, plan: '__PLAN__' } }).replace('"__PLAN__"', plan)
}

/** A real transcript or tool list of the shared corpus, as the repository keeps it (the import layer's fixtures). */
export const real = (path: string) =>
  readFileSync(new URL(`../../../src/engine/import/fixtures/${path}`, import.meta.url), 'utf8')
export const example = (name: string) =>
  readFileSync(new URL(`../../../public/examples/${name}`, import.meta.url), 'utf8')
/** The text with one character changed in its middle: a tampered copy. */
export const tamper = (text: string, at = 0.5) => {
  const i = Math.floor(text.length * at)
  return `${text.slice(0, i)}${text[i] === '"' ? '}' : '"'}${text.slice(i + 1)}`
}
export const cut = (text: string, at = 0.5) => text.slice(0, Math.floor(text.length * at))

/** Bytes as the page's File.text() and the CLI read them: UTF-8, what is not UTF-8 as U+FFFD. */
export const asText = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes)
/** Deterministic noise (xorshift), so the corpus is the same on every run. */
export function noise(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n)
  let x = seed
  for (let i = 0; i < n; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
export const GZIP = [0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3]

/** Markup and script in texts the page displays: kept as text, exactly. */
export const SCRIPT_TEXTS: [string, string][] = [
  ['img onerror', '<img src=x onerror="window.__pwned=\'img\'">'],
  ['script element', '<script>window.__pwned="script"</script>'],
  ['svg onload', '<svg onload="window.__pwned=\'svg\'"></svg>'],
  ['javascript: link', '<a href="javascript:window.__pwned=1">x</a>'],
  ['template', '{{constructor.constructor("window.__pwned=1")()}} \u0024{window.__pwned=2}'],
]

export const TSCONFIG = '{"compilerOptions":{"target":"ES2022","strict":true},"include":["src"]}'
export const PACKAGE = '{"name":"x","version":"1.0.0","scripts":{"build":"vite build"}}'
export const FIFTY_MB = 50 * 1000 * 1000

/** The real OpenAI transcript of the corpus. */
export const transcriptChat = real.bind(
  null,
  'transcripts/openai-chat-completions.complex-agent-run.final-exchange.json',
)
/** An OpenAI chat transcript of `n` turns, each one call and its result. */
export const turns = (n: number) =>
  JSON.stringify([
    { role: 'user', content: 'go' },
    ...Array.from({ length: n }, (_, i) => [
      {
        role: 'assistant',
        tool_calls: [{ id: `c${i}`, type: 'function', function: { name: 'ls', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: `c${i}`, content: `result ${i}` },
    ]).flat(),
  ])
