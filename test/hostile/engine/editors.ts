// What is typed or pasted into the tabs: the plan editor, numeric fields and the boxes that read a foreign format.
import {
  asText,
  cut,
  FIFTY_MB,
  fallbacks,
  type HostileInput,
  nest,
  nestObject,
  noise,
  type Outcome,
  transcriptChat,
} from './make.ts'

export const PLANS: HostileInput[] = [
  { id: 'plan-empty', what: 'an empty editor', entry: 'plan', make: () => '', expect: 'refused' },
  {
    id: 'plan-truncated',
    what: 'a cut plan',
    entry: 'plan',
    make: () => '{"planningContext":{"policy":',
    expect: 'refused',
  },
  {
    id: 'plan-deep-fallbacks',
    what: 'fallbacks nested 10,000 deep',
    entry: 'plan',
    make: () => `{"planningContext":{"policy":{}},"plannedSequence":[${fallbacks(10_000)}]}`,
    expect: 'refused',
    says: /nested more than 200/,
  },
  {
    id: 'plan-deep-array',
    what: 'an array nested 10,000 deep',
    entry: 'plan',
    make: () => nest(10_000),
    expect: 'refused',
  },
  {
    id: 'plan-1e999',
    what: 'maxToolCalls of 1e999',
    entry: 'plan',
    make: () => '{"planningContext":{"constraints":{"maxToolCalls":1e999},"policy":{}}}',
    expect: 'refused',
  },
  {
    id: 'plan-nan',
    what: 'NaN',
    entry: 'plan',
    make: () => '{"planningContext":{"constraints":{"maxToolCalls":NaN},"policy":{}}}',
    expect: 'refused',
  },
  {
    id: 'plan-minus-zero',
    what: 'maxCost of -0',
    entry: 'plan',
    make: () => '{"planningContext":{"constraints":{"maxCost":-0},"policy":{}}}',
    expect: 'either',
  },
  {
    id: 'plan-proto',
    what: '__proto__ and constructor keys',
    entry: 'plan',
    make: () =>
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"planningContext":{"policy":{}}}',
    expect: 'either',
  },
  {
    id: 'plan-100k',
    what: '100,000 planned calls',
    entry: 'plan',
    make: () =>
      `{"planningContext":{"policy":{}},"plannedSequence":[${Array.from({ length: 100_000 }, () => '{"toolName":"t"}').join(',')}]}`,
    expect: 'refused',
    says: /plannedSequence/,
    boundMs: 10_000,
  },
  {
    id: 'plan-binary',
    what: 'random bytes',
    entry: 'plan',
    make: () => asText(noise(5_000, 19)),
    expect: 'refused',
  },
  {
    id: 'plan-script-tool',
    what: 'a tool name holding a script',
    entry: 'plan',
    make: () =>
      '{"planningContext":{"policy":{"strategy":"UCB"}},"plannedSequence":[{"toolName":"<script>x()</script>"}]}',
    expect: 'accepted',
    keeps: ['<script>x()</script>'],
  },
  {
    id: 'plan-50mb-goal',
    what: 'a 50 MB goal',
    entry: 'plan',
    make: () => `{"planningContext":{"goal":"${'g'.repeat(FIFTY_MB)}","policy":{}}}`,
    expect: 'refused',
    says: /goal/,
    boundMs: 20_000,
  },
]

const FIELD_TEXTS: [string, string, Outcome][] = [
  ['empty', '', 'refused'],
  ['NaN', 'NaN', 'refused'],
  ['Infinity', 'Infinity', 'refused'],
  ['-Infinity', '-Infinity', 'refused'],
  ['-0', '-0', 'either'],
  ['1e308', '1e308', 'refused'],
  ['1e999', '1e999', 'refused'],
  ['-1', '-1', 'refused'],
  ['2.5', '2.5', 'refused'],
  ['hex', '0x10', 'refused'],
  ['Arabic digits', '١٢٣', 'refused'],
  ['full-width digits', '１２３', 'refused'],
  ['NUL', '12\u00003', 'refused'],
  ['lone surrogate', '12\ud8003', 'refused'],
  ['script', '<script>alert(1)</script>', 'refused'],
  ['__proto__', '__proto__', 'refused'],
  ['a 50 MB number', '9'.repeat(FIFTY_MB), 'refused'],
  ['a million separators', ','.repeat(1_000_000), 'refused'],
  ['9007199254740993', '9007199254740993', 'refused'],
  ['1e9 (the limit)', '1e9', 'accepted'],
  ['separators', '80,000', 'accepted'],
]

export const FIELDS: HostileInput[] = FIELD_TEXTS.map(([what, text, expect]) => ({
  id: `field-${what}`,
  what: `“${what}” in a whole-number field`,
  entry: 'field',
  make: () => text,
  expect,
  ...(expect === 'refused' ? { says: /resultBudgetChars/ } : {}),
}))

export const PERCENTS: HostileInput[] = (
  [
    ['NaN', 'NaN', 'refused'],
    ['1e999', '1e999', 'refused'],
    ['-0', '-0', 'refused'],
    ['Infinity%', 'Infinity%', 'refused'],
    ['a 50 MB text', '5'.repeat(FIFTY_MB), 'refused'],
    ['script', '<img src=x onerror=alert(1)>%', 'refused'],
  ] as const
).map(([what, text, expect]) => ({
  id: `percent-${what}`,
  what: `“${what}” in a percent field`,
  entry: 'percent' as const,
  make: () => text,
  expect,
}))

/** Texts pasted into every box that reads a foreign format (log, trace, earlier conversation, tool schemas). */
const READER_TEXTS: [string, () => string, number?][] = [
  ['deep-array', () => nest(10_000)],
  ['deep-object', () => nestObject(10_000)],
  ['nan', () => '[{"tool":"a","ok":NaN}]'],
  ['1e999', () => '[{"tool":"a","cost":1e999}]'],
  ['proto', () => '[{"__proto__":{"polluted":1},"tool":"a","constructor":{"prototype":{"polluted":2}}}]'],
  ['binary', () => asText(noise(20_000, 23))],
  ['nul', () => 'read_file ok\u0000\nwrite_file fail\u0000'],
  ['script', () => '<script>window.__pwned=1</script> ok\n<img src=x onerror=alert(1)> fail'],
  ['100k-lines', () => 'read_file ok\n'.repeat(100_000), 20_000],
  ['truncated', () => cut(transcriptChat(), 0.3)],
  ['50mb', () => 'w'.repeat(FIFTY_MB), 30_000],
]

export const READERS: HostileInput[] = (['log', 'trace', 'window', 'schemas'] as const).flatMap((entry) =>
  READER_TEXTS.map(
    ([what, make, boundMs]): HostileInput => ({
      id: `${entry}-${what}`,
      what: `${what} in the ${entry} box`,
      entry,
      make,
      expect: 'either',
      ...(boundMs === undefined ? {} : { boundMs }),
    }),
  ),
)
