// Fuzzing (issue 15): the link decoder, the scenario reader, the saved-copy reader, every importer as the page and
// the CLI reach it (openScenario's import and selection requests), and the per-tab readers, with arbitrary bytes,
// arbitrary JSON, values shaped like scenarios and real files cut or changed at random. Each answer is a value or
// a typed error with a message, never a throw, within a CPU-time bound, and no prototype is polluted. (The import
// lane's read-import.property.test.ts fuzzes the import layer's own readers; this goes on through the scenario.)
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { type NumberRule, parseNumber } from '../../src/engine/base/parse-number.ts'
import { defaultScenario } from '../../src/engine/defaults.ts'
import { evaluate } from '../../src/engine/entry/evaluate.ts'
import { type OpenRequest, type OpenResult, openScenario } from '../../src/engine/entry/open-scenario.ts'
import { parseLog } from '../../src/engine/import/action-log.ts'
import { parseTrace } from '../../src/engine/import/trace.ts'
import { readPlanJson } from '../../src/engine/plans/read-plan-json.ts'
import { ScenarioSchema } from '../../src/engine/scenario.ts'
import { readHistory, readSchemas } from '../../src/engine/tool-budgets/window/imported.ts'
import { cpuTimeOf } from '../support/cpu-time.ts'

/** A whole-number field (resultBudgetChars) and a share-of-window field, as the page's rules make them. */
const BUDGET: NumberRule = {
  label: 'resultBudgetChars',
  unit: 'chars',
  kind: 'whole',
  min: 0,
  max: 1_000_000_000,
}
const SHARE: NumberRule = {
  label: 'max_tokens',
  kind: 'decimal',
  min: 0,
  exclusiveMin: true,
  max: 100,
  emptyMeansNone: true,
  percent: 'percent',
}

/** CPU ms one case may take: inputs are a few KB, answered in milliseconds; a runaway loop is what this catches. */
const BOUND_MS = 2_000
const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
let cases = 0

const base = defaultScenario()
const examples = [
  'default.json',
  'real-outputs.json',
  'plans-fallback-blp.json',
  'token-window-pruning.json',
].map((name) => readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), 'utf8'))
const transcript = readFileSync(
  new URL(
    '../../src/engine/import/fixtures/transcripts/openai-chat-completions.complex-agent-run.final-exchange.json',
    import.meta.url,
  ),
  'utf8',
)

/** Keys a scenario has at some depth, so random values reach past the first shape check. */
const KEYS = [
  ...Object.keys(ScenarioSchema.shape),
  'explore',
  'budget',
  'calls',
  'tool',
  'output',
  'kind',
  'text',
  'chars',
  'args',
  'isError',
  'name',
  'maxResultChars',
  'resultBudgetChars',
  'maxToolCallsPerTurn',
  'plan',
  'plannedSequence',
  'toolName',
  'fallbackOnFailure',
  'planningContext',
  'policy',
  'simulation',
  'runs',
  'log',
  'trace',
  'window',
  'transcript',
  'toolSchemas',
  '__proto__',
  'constructor',
  'prototype',
]
const scalar = fc.oneof(
  fc.integer({ min: 0, max: 3 }), // versions and small counts
  fc.double(),
  fc.constantFrom(0, -0, 1e308, 1e9, 1e15, 2 ** 53 + 1, 'sample', 'text', 'UCB', 'json', 'auto'),
  fc.string({ maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
)
const shaped: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 6 },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 6 }),
  ),
})).value
/** A scenario-shaped object: a version and some sections. */
const scenarioLike = fc
  .tuple(fc.integer({ min: -1, max: 4 }), fc.dictionary(fc.constantFrom(...KEYS), shaped, { maxKeys: 5 }))
  .map(([version, rest]) => JSON.stringify({ ...rest, version }))

/** A real file with a random piece replaced by random text, or cut at a random place. */
const damaged = (texts: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...texts),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.string({ maxLength: 8 }),
      fc.boolean(),
    )
    .map(([text, at, piece, cutHere]) => {
      const i = Math.floor(text.length * at)
      return cutHere ? text.slice(0, i) : `${text.slice(0, i)}${piece}${text.slice(i + piece.length)}`
    })

/** A real file with one value, at a random path, replaced by a random value. */
const revalued = fc
  .tuple(fc.constantFrom(...examples), fc.array(fc.nat(), { maxLength: 6 }), shaped)
  .map(([text, steps, value]) => {
    const root = JSON.parse(text) as Record<string, unknown>
    let node: unknown = root
    for (const step of steps) {
      if (typeof node !== 'object' || node === null) break
      const keys = Object.keys(node)
      if (keys.length === 0) break
      const key = keys[step % keys.length] as string
      const child = (node as Record<string, unknown>)[key]
      if (typeof child !== 'object' || child === null || step % 3 === 0) {
        ;(node as Record<string, unknown>)[key] = value
        break
      }
      node = child
    }
    return JSON.stringify(root)
  })

const bytesAsText = fc.uint8Array({ maxLength: 3_000 }).map((b) => new TextDecoder().decode(b))
const anyText = fc.oneof(
  fc.string({ maxLength: 500 }),
  fc.string({ unit: 'binary', maxLength: 500 }),
  bytesAsText,
  fc.json({ maxDepth: 5 }),
  shaped.map((v) => JSON.stringify(v) ?? 'null'),
)

const zlibLink = (format: string, bytes: Uint8Array | Buffer) =>
  `#s=${format}.${Buffer.from(bytes).toString('base64url')}`
const deflated = (text: string) => deflateSync(Buffer.from(text))
const realLinks = examples.map((text) => zlibLink('1', deflated(text)))
const links = fc.oneof(
  fc.string({ maxLength: 300 }).map((s) => `#s=${s}`),
  fc
    .tuple(fc.constantFrom('1', '2', '3', ''), fc.uint8Array({ maxLength: 2_000 }))
    .map(([f, b]) => zlibLink(f, b)),
  fc.tuple(fc.constantFrom('1', '2'), anyText).map(([f, t]) => zlibLink(f, deflated(t))),
  scenarioLike.map((t) => zlibLink('1', deflated(t))),
  revalued.map((t) => zlibLink('1', deflated(t))),
  damaged(realLinks),
)

const KINDS: Record<OpenRequest['kind'], OpenResult['kind'][]> = {
  link: ['none', 'ok', 'error'],
  file: ['ok', 'error'],
  saved: ['ok', 'error'],
  import: ['ok', 'imported', 'error'],
  selection: ['selection'],
}
const pristine = Reflect.ownKeys(Object.prototype).length

/** Opens it, bounded; checks the answer is one of the request's kinds, an error says something, an opened scenario evaluates. */
function holds(request: OpenRequest, evaluateOpened = false): boolean {
  cases++
  const { ms, value } = cpuTimeOf(() => openScenario(request))
  expect(ms).toBeLessThan(BOUND_MS)
  expect(KINDS[request.kind]).toContain(value.kind)
  if (value.kind === 'error') expect(value.message.length).toBeGreaterThan(5)
  if (value.kind === 'selection' && !value.result.ok) expect(value.result.message.length).toBeGreaterThan(5)
  if (evaluateOpened && (value.kind === 'ok' || value.kind === 'imported')) {
    const report = evaluate(value.scenario)
    structuredClone(report)
  }
  expect(Reflect.ownKeys(Object.prototype).length).toBe(pristine)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  return true
}

describe('fuzzing the ways in: a value or a typed error, in bounded time, for any input', () => {
  it('the link decoder: random hashes, bytes, deflated JSON and real links cut or changed', () => {
    fc.assert(
      fc.property(links, (hash) => holds({ kind: 'link', hash }, true)),
      { numRuns: RUNS * 2 },
    )
  })

  it('the scenario reader: random bytes, JSON, scenario-shaped values, real files cut, changed or re-valued', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, scenarioLike, revalued, damaged(examples)), (text) =>
        holds({ kind: 'file', text }, true),
      ),
      { numRuns: RUNS * 2 },
    )
  })

  it('the saved-copy reader: random files and kept texts at random paths', () => {
    const path = fc.array(fc.oneof(fc.constantFrom(...KEYS), fc.nat(3)), { maxLength: 6 })
    fc.assert(
      fc.property(
        fc.oneof(anyText, scenarioLike, revalued),
        fc.array(fc.record({ path, text: fc.string({ maxLength: 20 }) }), { maxLength: 4 }),
        (file, texts) => holds({ kind: 'saved', file, texts }),
      ),
      { numRuns: RUNS },
    )
  })

  it('every importer, as a file opened over the scenario: random text, JSON and a real transcript cut or changed', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, damaged([transcript])), (text) =>
        holds({ kind: 'import', text, base }, true),
      ),
      { numRuns: RUNS },
    )
  })

  it('every importer, into Tool selection', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, damaged([transcript])), (text) =>
        holds({ kind: 'selection', text, selection: base.selection }),
      ),
      { numRuns: RUNS },
    )
  })

  it.each([
    ['the plan editor', (t: string) => readPlanJson(t).ok !== undefined],
    ['the action log', (t: string) => parseLog(t, 'auto').format !== undefined],
    ['the Plans trace', (t: string) => parseTrace({ format: 'auto', text: t }).format !== undefined],
    ['the earlier conversation', (t: string) => readHistory(t).ok !== undefined],
    ['the tool schemas', (t: string) => readSchemas(t).ok !== undefined],
    ['a whole-number field', (t: string) => parseNumber(t, BUDGET).ok !== undefined],
    ['a percent field', (t: string) => parseNumber(t, SHARE).ok !== undefined],
  ] as const)('%s', (_, read) => {
    fc.assert(
      fc.property(fc.oneof(anyText, damaged([transcript])), (text) => {
        cases++
        const { ms, value } = cpuTimeOf(() => read(text))
        expect(ms).toBeLessThan(BOUND_MS)
        expect(Reflect.ownKeys(Object.prototype).length).toBe(pristine)
        return value
      }),
      { numRuns: RUNS },
    )
  })

  afterAll(() => {
    console.log(`fuzzing: ${cases.toLocaleString('en-US')} cases, each answered within ${BOUND_MS} ms of CPU`)
  })
})
