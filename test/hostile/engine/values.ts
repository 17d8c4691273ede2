// Values the page posts to the worker (already parsed: NaN, -0, cycles), and the CLI given hostile files.
import { defaultScenario } from '../../../src/engine/defaults.ts'
import {
  asText,
  budgetRaw,
  type HostileInput,
  linkOf,
  manyCalls,
  nest,
  nestObject,
  noise,
  TSCONFIG,
  turns,
} from './make.ts'

/** A value with a cycle: the structured clone a page posts can carry one; JSON cannot. */
function cyclic(): unknown {
  const s = JSON.parse(JSON.stringify(defaultScenario())) as { batches: { calls: { args?: unknown }[] }[] }
  const loop: Record<string, unknown> = {}
  loop.self = loop
  const call = s.batches[0]?.calls[0]
  if (call) call.args = loop
  return s
}
const withBudget = (value: number) => {
  const s = defaultScenario()
  return { ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: value } }
}

export const VALUES: HostileInput[] = [
  {
    id: 'value-nan',
    what: 'a budget of NaN',
    entry: 'value',
    make: () => withBudget(Number.NaN),
    expect: 'refused',
    says: /finite/,
  },
  {
    id: 'value-infinity',
    what: 'a budget of Infinity',
    entry: 'value',
    make: () => withBudget(Number.POSITIVE_INFINITY),
    expect: 'refused',
  },
  {
    id: 'value-minus-zero',
    what: 'a budget of -0',
    entry: 'value',
    make: () => withBudget(-0),
    expect: 'either',
  },
  {
    id: 'value-1e308',
    what: 'a budget of 1e308',
    entry: 'value',
    make: () => withBudget(1e308),
    expect: 'refused',
  },
  {
    id: 'value-cycle',
    what: 'call arguments that hold themselves',
    entry: 'value',
    make: cyclic,
    expect: 'refused',
    says: /nested more than 200/,
  },
  {
    id: 'value-deep',
    what: 'call arguments nested 10,000 deep in memory',
    entry: 'value',
    make: () => {
      const s = JSON.parse(JSON.stringify(defaultScenario()))
      s.batches[0].calls[0].args = JSON.parse(nest(10_000))
      return s
    },
    expect: 'refused',
    says: /nested more than 200/,
  },
  {
    id: 'value-proto-own',
    what: 'an own __proto__ property',
    entry: 'value',
    make: () => ({ ...JSON.parse('{"__proto__":{"polluted":true}}'), ...defaultScenario() }),
    expect: 'either',
  },
  {
    id: 'value-null-prototype',
    what: 'objects without a prototype',
    entry: 'value',
    make: () => Object.assign(Object.create(null), defaultScenario()),
    expect: 'either',
  },
  {
    id: 'value-sparse',
    what: 'a sparse array of 1,000,000 batches',
    entry: 'value',
    make: () => {
      const batches: unknown[] = []
      batches.length = 1_000_000
      return { ...defaultScenario(), batches }
    },
    expect: 'refused',
  },
  { id: 'value-undefined', what: 'undefined', entry: 'value', make: () => undefined, expect: 'refused' },
  {
    id: 'value-bigint',
    what: 'a BigInt budget',
    entry: 'value',
    make: () => ({ ...withBudget(0), resultBudget: { resultBudgetChars: 10n } }),
    expect: 'refused',
  },
  {
    id: 'value-date',
    what: 'a Date for a title',
    entry: 'value',
    make: () => ({ ...defaultScenario(), title: new Date(0) }),
    expect: 'refused',
  },
]

const cliFile =
  (text: () => string, argv: string[] = ['evaluate', 'f.json']) =>
  () => ({ argv, text: text() })
export const CLI: HostileInput[] = [
  {
    id: 'cli-1m-calls',
    what: 'a file of 1,000,000 calls',
    entry: 'cli',
    make: cliFile(() => manyCalls(1_000, 1_000)),
    expect: 'refused',
    says: /calls/,
    boundMs: 30_000,
  },
  {
    id: 'cli-tsconfig',
    what: 'a tsconfig.json',
    entry: 'cli',
    make: cliFile(() => TSCONFIG),
    expect: 'refused',
    says: /not a scenario/,
  },
  {
    id: 'cli-deep',
    what: 'a file nested 10,000 deep',
    entry: 'cli',
    make: cliFile(() => nestObject(10_000)),
    expect: 'refused',
    says: /nested more than 200/,
  },
  {
    id: 'cli-1e999',
    what: 'a budget of 1e999',
    entry: 'cli',
    make: cliFile(() => budgetRaw('1e999')),
    expect: 'refused',
  },
  {
    id: 'cli-binary',
    what: 'random bytes',
    entry: 'cli',
    make: cliFile(() => asText(noise(30_000, 29))),
    expect: 'refused',
  },
  {
    id: 'cli-10k-turns',
    what: 'a 10,000-turn transcript',
    entry: 'cli',
    make: cliFile(() => turns(10_000)),
    expect: 'either',
    boundMs: 60_000,
  },
  {
    id: 'cli-simulate-tsconfig',
    what: 'simulate on a tsconfig.json',
    entry: 'cli',
    make: cliFile(() => TSCONFIG, ['simulate', 'f.json']),
    expect: 'refused',
  },
  {
    id: 'cli-open-bomb',
    what: 'open a deflate bomb link',
    entry: 'cli',
    make: () => ({ argv: ['open', linkOf(Buffer.alloc(100 * 1024 * 1024, 0x20))], text: '' }),
    expect: 'refused',
    says: /decompression bomb/,
    boundMs: 20_000,
  },
  {
    id: 'cli-link-deep',
    what: 'link of a file nested 10,000 deep',
    entry: 'cli',
    make: cliFile(() => `{"version":3,"view":${nestObject(10_000)}}`, ['link', 'f.json']),
    expect: 'refused',
  },
]
