// The browser half of the hostile-input corpus (the whole, both halves, is corpus.ts): what a stranger's link,
// file or paste can hold, as data. Each entry names its
// entry point, what it is, the input (or how to make it, for the large ones) and what must happen:
//   'refused'  — a clear message says what is wrong; nothing of the user's work is lost or replaced;
//   'accepted' — it opens or is read, and every text in it is shown as text (never run, never markup).
// For every entry: the page stays up, no script runs, the user's text is kept. test/browser/hostile.spec.mjs
// drives each through the real page in Chromium. Inputs that carry script set `window.__pwned` when they run.
import { deflateSync } from 'node:zlib'

/** Markup and script in a text the page displays: each would set window.__pwned to its name if it ran. */
export const SCRIPT_TEXTS = [
  ['img onerror', '<img src=x onerror="window.__pwned=\'img\'">'],
  ['script element', '<script>window.__pwned="script"</script>'],
  ['svg onload', '<svg onload="window.__pwned=\'svg\'"></svg>'],
  ['javascript: link', '<a href="javascript:window.__pwned=\'href\'">x</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned=\'iframe\'</script>"></iframe>'],
  [
    'template injection',
    '{{constructor.constructor("window.__pwned=\'tpl\'")()}} \u0024{window.__pwned="tpl2"}',
  ],
]

const nest = (depth, leaf = 0) => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
const nestObject = (depth) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`

/** A format-1 share link (`#s=1.<base64url(zlib(JSON text))>`) of a JSON text, made as the app wrote them. */
export const linkOf = (jsonText) => `#s=1.${deflateSync(Buffer.from(jsonText)).toString('base64url')}`
const scenarioLink = (fields) => linkOf(JSON.stringify({ version: 1, ...fields }))
const oneCall = (call) => ({
  batches: [{ calls: [{ tool: 'read_file', output: { kind: 'sample', chars: 10 }, ...call }] }],
})

/**
 * A large text the browser test builds in the page (head + `unit` × `times` + tail) instead of sending it there:
 * a saved copy's text can name one.
 */
const inPage = (head, unit, times, tail) => ({ head, unit, times, tail })

/** Share links, opened as the first page a stranger's link opens. */
export const LINKS = [
  ...SCRIPT_TEXTS.map(([what, text]) => ({
    id: `link-title-${what}`,
    what: `a title holding ${what}`,
    hash: scenarioLink({ title: text }),
    expect: 'accepted',
    shows: text,
  })),
  {
    id: 'link-tool-html',
    what: 'a tool name holding markup',
    hash: scenarioLink(oneCall({ tool: '<b onmouseover="window.__pwned=1">x</b>' })),
    expect: 'accepted',
    shows: '<b onmouseover="window.__pwned=1">x</b>',
  },
  {
    id: 'link-output-html',
    what: 'a pasted output holding a script',
    hash: scenarioLink(
      oneCall({ output: { kind: 'text', text: '<script>window.__pwned=1</script>'.repeat(20) } }),
    ),
    expect: 'accepted',
  },
  {
    id: 'link-1e999',
    what: 'a budget of 1e999',
    hash: linkOf('{"version":1,"resultBudget":{"resultBudgetChars":1e999}}'),
    expect: 'refused',
  },
  {
    id: 'link-neg',
    what: 'a negative budget',
    hash: scenarioLink({ resultBudget: { resultBudgetChars: -5 } }),
    expect: 'refused',
  },
  {
    id: 'link-frac',
    what: 'a fractional budget',
    hash: scenarioLink({ resultBudget: { resultBudgetChars: 2.5 } }),
    expect: 'refused',
  },
  {
    id: 'link-string-number',
    what: 'a budget as a string',
    hash: scenarioLink({ resultBudget: { resultBudgetChars: '80000' } }),
    expect: 'refused',
  },
  {
    id: 'link-1e308',
    what: 'a budget of 1e308',
    hash: linkOf('{"version":1,"resultBudget":{"resultBudgetChars":1e308}}'),
    expect: 'refused',
  },
  {
    id: 'link-nan',
    what: 'NaN (not JSON)',
    hash: linkOf('{"version":1,"resultBudget":{"resultBudgetChars":NaN}}'),
    expect: 'refused',
  },
  { id: 'link-version-99', what: 'scenario version 99', hash: linkOf('{"version":99}'), expect: 'refused' },
  {
    id: 'link-version-string',
    what: 'version "1" as a string',
    hash: linkOf('{"version":"1"}'),
    expect: 'refused',
  },
  { id: 'link-version-missing', what: 'no version', hash: linkOf('{"title":"x"}'), expect: 'refused' },
  { id: 'link-array', what: 'a JSON array', hash: linkOf('[1,2,3]'), expect: 'refused' },
  { id: 'link-null', what: 'JSON null', hash: linkOf('null'), expect: 'refused' },
  { id: 'link-string', what: 'a JSON string', hash: linkOf('"hello"'), expect: 'refused' },
  {
    id: 'link-truncated-json',
    what: 'truncated JSON',
    hash: linkOf('{"version":1,"title":"abc'),
    expect: 'refused',
  },
  {
    id: 'link-args-deep',
    what: 'call arguments nested 10,000 deep',
    hash: linkOf(
      `{"version":1,"batches":[{"calls":[{"tool":"t","output":{"kind":"sample","chars":1},"args":${nest(10_000)}}]}]}`,
    ),
    expect: 'refused',
  },
  {
    id: 'link-object-deep',
    what: 'an object nested 10,000 deep',
    hash: linkOf(`{"version":1,"title":"x","view":${nestObject(10_000)}}`),
    expect: 'refused',
  },
  {
    id: 'link-proto',
    what: '__proto__ keys',
    hash: linkOf(
      '{"version":1,"__proto__":{"polluted":1},"resultBudget":{"__proto__":{"polluted":1},"resultBudgetChars":60000}}',
    ),
    expect: 'accepted',
    probe: 'proto',
  },
  {
    id: 'link-constructor',
    what: 'constructor / prototype keys',
    hash: linkOf('{"version":1,"constructor":{"prototype":{"polluted":1}},"title":"c"}'),
    expect: 'accepted',
    probe: 'proto',
  },
  {
    id: 'link-lone-surrogate',
    what: 'a lone surrogate in the title',
    hash: linkOf('{"version":1,"title":"a\\ud800b"}'),
    expect: 'accepted',
  },
  {
    id: 'link-nul',
    what: 'NUL characters in the title',
    hash: linkOf('{"version":1,"title":"a\\u0000b\\u0000c"}'),
    expect: 'accepted',
  },
  {
    id: 'link-100k-tools',
    what: 'a 100,000-element tools array',
    make: () =>
      linkOf(
        JSON.stringify({ version: 1, tools: Array.from({ length: 100_000 }, (_, i) => ({ name: `t${i}` })) }),
      ),
    expect: 'refused',
  },
  {
    id: 'link-huge-sample',
    what: 'a sample output of 2^53 chars',
    hash: scenarioLink(oneCall({ output: { kind: 'sample', chars: 2 ** 53 } })),
    expect: 'refused',
  },
  { id: 'link-empty-payload', what: 'an empty payload (#s=1.)', hash: '#s=1.', expect: 'refused' },
  { id: 'link-no-dot', what: 'no format (#s=)', hash: '#s=', expect: 'refused' },
  { id: 'link-format-0', what: 'format 0', hash: '#s=0.AAAA', expect: 'refused' },
  {
    id: 'link-bad-base64',
    what: 'characters outside base64url',
    hash: '#s=1.%%%%<script>',
    expect: 'refused',
  },
  {
    id: 'link-v2-garbage',
    what: 'format 2 over garbage',
    hash: `#s=2.${Buffer.from('not a payload at all').toString('base64url')}`,
    expect: 'refused',
  },
  {
    id: 'link-bomb',
    what: 'a deflate bomb (80 MB of spaces)',
    make: () => `#s=1.${deflateSync(Buffer.alloc(80 * 1024 * 1024, 32), { level: 9 }).toString('base64url')}`,
    expect: 'refused',
  },
  {
    id: 'link-binary',
    what: 'deflated random bytes',
    make: () => `#s=1.${deflateSync(randomBytes(4096, 7)).toString('base64url')}`,
    expect: 'refused',
  },
  {
    id: 'link-100k-calls',
    what: '100,000 calls in 100 batches',
    make: () =>
      linkOf(
        JSON.stringify({
          version: 1,
          batches: Array.from({ length: 100 }, () => ({
            calls: Array.from({ length: 1000 }, () => ({ tool: 't', output: { kind: 'sample', chars: 1 } })),
          })),
        }),
      ),
    expect: 'refused',
  },
]

/** Deterministic "random" bytes (xorshift), so every run tries the same input. */
function randomBytes(n, seed) {
  let x = seed | 0 || 1
  const out = Buffer.alloc(n)
  for (let i = 0; i < n; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 255
  }
  return out
}

const scenarioFile = (fields) => JSON.stringify({ version: 1, ...fields })

/** Files opened with "Open file". */
export const FILES = [
  { id: 'file-empty', what: 'an empty file', name: 'empty.json', bytes: '', expect: 'refused' },
  {
    id: 'file-binary',
    what: 'random bytes',
    name: 'blob.json',
    bytes: randomBytes(8192, 3),
    expect: 'refused',
  },
  {
    id: 'file-png',
    what: 'a PNG image',
    name: 'image.png',
    bytes: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(1024, 5)]),
    expect: 'refused',
  },
  {
    id: 'file-utf16',
    what: 'a scenario in UTF-16 with a byte-order mark',
    name: 'utf16.json',
    bytes: Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(scenarioFile({ title: 'read as UTF-16' }), 'utf16le'),
    ]),
    expect: 'accepted',
    shows: 'read as UTF-16',
  },
  {
    id: 'file-html',
    what: 'an HTML page',
    name: 'page.html',
    bytes: `<!doctype html><html><body>${SCRIPT_TEXTS.map(([, t]) => t).join('')}</body></html>`,
    expect: 'refused',
  },
  { id: 'file-null', what: 'JSON null', name: 'null.json', bytes: 'null', expect: 'refused' },
  { id: 'file-array', what: 'a JSON array', name: 'array.json', bytes: '[{"version":1}]', expect: 'refused' },
  { id: 'file-number', what: 'a bare number', name: 'number.json', bytes: '42', expect: 'refused' },
  {
    id: 'file-truncated',
    what: 'a truncated scenario',
    name: 'cut.json',
    bytes: scenarioFile({ title: 'cut short' }).slice(0, 20),
    expect: 'refused',
  },
  {
    id: 'file-version-99',
    what: 'scenario version 99',
    name: 'future.json',
    bytes: '{"version":99}',
    expect: 'refused',
  },
  {
    id: 'file-1e999',
    what: 'a budget of 1e999',
    name: 'inf.json',
    bytes: '{"version":1,"resultBudget":{"resultBudgetChars":1e999}}',
    expect: 'refused',
  },
  {
    id: 'file-nan',
    what: 'NaN as a budget',
    name: 'nan.json',
    bytes: '{"version":1,"resultBudget":{"resultBudgetChars":NaN}}',
    expect: 'refused',
  },
  {
    id: 'file-deep',
    what: 'call arguments nested 10,000 deep',
    name: 'deep.json',
    make: () =>
      `{"version":1,"batches":[{"calls":[{"tool":"t","output":{"kind":"sample","chars":1},"args":${nest(10_000)}}]}]}`,
    expect: 'refused',
  },
  {
    id: 'file-nul-bytes',
    what: 'NUL bytes between the keys',
    name: 'nul.json',
    bytes: '{"version":1,\u0000"title":"x"}',
    expect: 'refused',
  },
  {
    id: 'file-package-json',
    what: 'a package.json',
    name: 'package.json',
    bytes: '{"name":"x","version":"1.0.0","scripts":{}}',
    expect: 'refused',
  },
  ...SCRIPT_TEXTS.slice(0, 3).map(([what, text], i) => ({
    id: `file-title-${what}`,
    what: `a title holding ${what}`,
    name: `title-${i}.json`,
    bytes: scenarioFile({ title: text }),
    expect: 'accepted',
    shows: text,
  })),
  {
    id: 'file-title-long-html',
    what: 'a title of every script text, past the 200 chars a title may have',
    name: 'long-title.json',
    bytes: scenarioFile({ title: SCRIPT_TEXTS.map(([, t]) => t).join(' ') }),
    expect: 'refused',
  },
  {
    id: 'file-proto',
    what: '__proto__ and constructor keys',
    name: 'proto.json',
    bytes:
      '{"version":1,"__proto__":{"polluted":1},"title":"p","resultBudget":{"constructor":{"prototype":{"polluted":1}},"resultBudgetChars":60000}}',
    expect: 'refused',
  },
  {
    id: 'file-nested-proto',
    what: '__proto__ keys inside a section (read as a plain key: nothing polluted)',
    name: 'nested-proto.json',
    bytes:
      '{"version":1,"title":"nested proto","resultBudget":{"__proto__":{"polluted":1},"resultBudgetChars":60000}}',
    expect: 'accepted',
    shows: 'nested proto',
  },
  {
    id: 'file-bom',
    what: 'a UTF-8 byte-order mark',
    name: 'bom.json',
    bytes: `\ufeff${scenarioFile({ title: 'with a BOM' })}`,
    expect: 'accepted',
    shows: 'with a BOM',
  },
  {
    id: 'file-50mb-string',
    what: 'a 50 MB title',
    name: 'big-title.json',
    make: () => scenarioFile({ title: 'x'.repeat(50 * 1024 * 1024) }),
    expect: 'refused',
  },
  {
    id: 'file-100k-calls',
    what: '100,000 calls',
    name: 'many.json',
    make: () =>
      scenarioFile({
        batches: Array.from({ length: 100 }, () => ({
          calls: Array.from({ length: 1000 }, () => ({ tool: 't', output: { kind: 'sample', chars: 1 } })),
        })),
      }),
    expect: 'refused',
  },
]

/** Texts pasted into every text box that reads pasted input (logs, traces, transcripts, schemas, imports). */
export const PASTES = [
  // The six markup texts as one paste: each is tried as well beside the others as alone (any that ran would set
  // window.__pwned), and every paste costs a render of the tab, in each of ~27 boxes.
  {
    id: 'paste-markup',
    what: `markup and script (${SCRIPT_TEXTS.map(([what]) => what).join(', ')})`,
    text: SCRIPT_TEXTS.map(([, text]) => text).join('\n'),
  },
  { id: 'paste-nul', what: 'NUL bytes', text: 'a\u0000b\u0000c' },
  { id: 'paste-lone-surrogate', what: 'lone surrogates', text: 'x\ud800y\udfffz' },
  { id: 'paste-deep-array', what: 'JSON nested 10,000 deep', make: () => nest(10_000) },
  { id: 'paste-deep-object', what: 'a JSON object nested 10,000 deep', make: () => nestObject(10_000) },
  {
    id: 'paste-proto',
    what: '__proto__ keys',
    text: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  },
  { id: 'paste-1e999', what: 'numbers past a double', text: '[1e999, -1e999, 1e308]' },
  { id: 'paste-nan', what: 'NaN and Infinity literals', text: '{"a": NaN, "b": Infinity}' },
  { id: 'paste-truncated', what: 'truncated JSON', text: '[{"type":"function","function":{"name":"x"' },
  {
    id: 'paste-binary',
    what: 'bytes that are not text',
    make: () => randomBytes(4096, 11).toString('latin1'),
  },
  { id: 'paste-rtl', what: 'right-to-left overrides', text: 'read_\u202efile\u202c \u2066x\u2069' },
  {
    id: 'paste-100k-array',
    what: 'a 100,000-element array',
    make: () => JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)),
  },
]

/** Texts typed into every numeric field: each one must be refused there, with a message, and kept. */
export const FIELD_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '9'.repeat(400),
  '0x1F',
  '1e',
  '--5',
  '\u0000',
  '\ud800',
  '__proto__',
  ...SCRIPT_TEXTS.slice(0, 3).map(([, text]) => text),
]

/** The same texts as corpus entries (an id and what each is), for the corpus index and the run's tally. */
export const FIELD_ENTRIES = FIELD_TEXTS.map((text, i) => ({
  id: `field-${i + 1}`,
  what: `the text ${JSON.stringify(text).slice(0, 40)} in a numeric field`,
  text,
}))

/** A saved record as the page writes it to localStorage (format 1), around a scenario file's text. */
const record = (file, extra = {}) =>
  JSON.stringify({
    format: 1,
    savedAt: 1_700_000_000_000,
    hash: '',
    title: 't',
    chars: 0,
    file,
    texts: [],
    ...extra,
  })
/** An IndexedDB text id as the page makes them (`t-<time>-<random>`, base 36), born long ago. */
const textId = (n) => `t-${(1_700_000_000_000).toString(36)}-${n.toString(36)}`
const fileRef = (n, chars = 1) => ({ id: textId(n), chars })

/**
 * The copy saved in this browser, as a stranger's file or a damaged browser profile could leave it: the value of
 * a localStorage key (`key`, the current copy unless said) and any IndexedDB texts (`texts`, by id) beside it.
 *   'set-aside' — the page says it cannot read it, keeps it aside unchanged (the value and every text it names,
 *                 still there after the user's next edit is saved), and opens the defaults;
 *   'opened'    — it opens, every text in it shown as text;
 *   'missing'   — it opens, and the page says which of its pasted texts this browser no longer holds.
 */
export const SAVED = [
  { id: 'saved-invalid-json', what: 'invalid JSON', raw: '{"format": 1, "file": oops', expect: 'set-aside' },
  { id: 'saved-empty', what: 'an empty value', raw: '', expect: 'set-aside' },
  { id: 'saved-null', what: 'JSON null', raw: 'null', expect: 'set-aside' },
  { id: 'saved-array', what: 'a JSON array', raw: '[]', expect: 'set-aside' },
  {
    id: 'saved-format-99',
    what: 'a record of format 99',
    raw: record('{}', { format: 99 }),
    expect: 'set-aside',
  },
  {
    id: 'saved-no-file',
    what: 'a record with no file',
    raw: '{"format":1,"hash":"","texts":[]}',
    expect: 'set-aside',
  },
  {
    id: 'saved-file-truncated',
    what: 'a record whose file is cut short',
    raw: record('{"version":1,"tit'),
    expect: 'set-aside',
  },
  {
    id: 'saved-file-version-99',
    what: 'a record of a version 99 scenario',
    raw: record('{"version":99}'),
    expect: 'set-aside',
  },
  {
    id: 'saved-file-1e999',
    what: 'a budget of 1e999',
    raw: record('{"version":1,"resultBudget":{"resultBudgetChars":1e999}}'),
    expect: 'set-aside',
  },
  {
    id: 'saved-file-deep',
    what: 'call arguments nested 10,000 deep',
    make: () =>
      record(
        `{"version":1,"batches":[{"calls":[{"tool":"t","output":{"kind":"sample","chars":1},"args":${nest(10_000)}}]}]}`,
      ),
    expect: 'set-aside',
  },
  {
    id: 'saved-value-deep',
    what: 'the value itself nested 10,000 deep',
    make: () => nestObject(10_000),
    expect: 'set-aside',
  },
  {
    id: 'saved-file-proto',
    what: '__proto__ at the top of the file',
    raw: record('{"version":1,"__proto__":{"polluted":1},"title":"p"}'),
    expect: 'set-aside',
  },
  {
    id: 'saved-record-proto',
    what: '__proto__ and constructor keys in the record and a section',
    raw: `{"format":1,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"savedAt":1,"hash":"","title":"t","chars":0,"texts":[],"file":${JSON.stringify('{"version":1,"title":"proto in the record","resultBudget":{"__proto__":{"polluted":1},"resultBudgetChars":60000}}')}}`,
    expect: 'opened',
    shows: 'proto in the record',
    probe: 'proto',
  },
  ...SCRIPT_TEXTS.map(([what, text]) => ({
    id: `saved-title-${what}`,
    what: `a saved title holding ${what}`,
    raw: record(JSON.stringify({ version: 1, title: text })),
    expect: 'opened',
    shows: text,
  })),
  {
    id: 'saved-nul-surrogate',
    what: 'NUL characters and a lone surrogate in the title',
    raw: record('{"version":1,"title":"a\\u0000b\\ud800c"}'),
    expect: 'opened',
  },
  {
    id: 'saved-binary',
    what: '64 KB of bytes that are not text',
    make: () => randomBytes(65_536, 13).toString('latin1'),
    expect: 'set-aside',
  },
  {
    id: 'saved-texts-100k',
    what: 'a record naming 100,000 texts (more than a scenario can hold)',
    make: () =>
      record('{"version":1,"title":"many texts"}', {
        texts: Array.from({ length: 100_000 }, (_, i) => ({ ...fileRef(i + 10), path: ['title'] })),
      }),
    expect: 'set-aside',
  },
  {
    id: 'saved-texts-25',
    what: 'a record naming 25 texts this browser does not hold',
    raw: record('{"version":1,"title":"missing texts"}', {
      texts: Array.from({ length: 25 }, (_, i) => ({ ...fileRef(i + 10), path: ['title'] })),
    }),
    expect: 'missing',
  },
  {
    id: 'saved-file-missing',
    what: 'a record whose file is in IndexedDB, which does not hold it',
    raw: record(fileRef(1)),
    expect: 'set-aside',
  },
  {
    id: 'saved-idb-number',
    what: 'a file in IndexedDB that is a number, not a text',
    raw: record(fileRef(2)),
    texts: { [textId(2)]: 42 },
    expect: 'set-aside',
  },
  {
    id: 'saved-idb-garbage',
    what: 'a file in IndexedDB of bytes that are not text',
    raw: record(fileRef(3)),
    texts: { [textId(3)]: randomBytes(300_000, 17).toString('latin1') },
    expect: 'set-aside',
  },
  {
    id: 'saved-idb-deep',
    what: 'a file in IndexedDB nested 10,000 deep',
    raw: record(fileRef(4)),
    texts: { [textId(4)]: `{"version":1,"title":"x","view":${nestObject(10_000)}}` },
    expect: 'set-aside',
  },
  {
    id: 'saved-idb-script',
    what: 'a file in IndexedDB whose title holds markup',
    raw: record(fileRef(5)),
    texts: { [textId(5)]: JSON.stringify({ version: 1, title: SCRIPT_TEXTS[0][1] }) },
    expect: 'opened',
    shows: SCRIPT_TEXTS[0][1],
  },
  {
    id: 'saved-idb-50mb',
    what: 'a 50 MB file in IndexedDB (a title past its limit)',
    raw: record(fileRef(6)),
    // made in the page (see `inPage`): 50 MB sent to the page twice was most of this entry's 9 s
    texts: { [textId(6)]: inPage('{"version":1,"title":"', 'x', 50 * 1024 * 1024, '"}') },
    expect: 'set-aside',
  },
  {
    id: 'saved-legacy-binary',
    what: 'a version 1 copy of bytes that are not text',
    key: 'tool-budget-playground/v1/scenario',
    make: () => randomBytes(4096, 19).toString('latin1'),
    expect: 'set-aside',
  },
  {
    id: 'saved-legacy-script',
    what: 'a version 1 copy whose title holds markup',
    key: 'tool-budget-playground/v1/scenario',
    raw: JSON.stringify({ version: 1, title: SCRIPT_TEXTS[1][1] }),
    expect: 'opened',
    shows: SCRIPT_TEXTS[1][1],
  },
]

/** A plan whose first step's fallbacks nest `depth` deep (seed 001's fallbackOnFailure chain), as JSON text. */
const deepFallbacks = (plan, depth) => {
  const open = '{"toolName":"web_search","rationale":"r","fallbackOnFailure":'.repeat(depth)
  const steps = `[${open}{"toolName":"cached_index","rationale":"last"}${'}'.repeat(depth)}]`
  return JSON.stringify({ ...plan, plannedSequence: [] }).replace(
    '"plannedSequence":[]',
    `"plannedSequence":${steps}`,
  )
}

/**
 * Texts pasted over the plan in the Plans tab's JSON editor (Monaco). `make(plan)` builds one from the plan on
 * screen. 'refused': the editor keeps the text, the page names the problem, the last good findings stay (stale);
 * 'accepted': the plan applies and its texts show as text.
 */
export const PLAN_TEXTS = [
  { id: 'plan-empty', what: 'an empty editor', text: '', expect: 'refused' },
  {
    id: 'plan-truncated',
    what: 'a plan cut short',
    make: (p) => JSON.stringify(p, null, 2).slice(0, 120),
    expect: 'refused',
  },
  {
    id: 'plan-deep-fallbacks',
    what: 'fallbacks nested 10,000 deep',
    make: (p) => deepFallbacks(p, 10_000),
    expect: 'refused',
  },
  { id: 'plan-deep-array', what: 'an array nested 10,000 deep', make: () => nest(10_000), expect: 'refused' },
  {
    id: 'plan-1e999',
    what: 'maxToolCalls of 1e999',
    make: (p) => JSON.stringify(p, null, 2).replace('"maxToolCalls": 20', '"maxToolCalls": 1e999'),
    expect: 'refused',
  },
  {
    id: 'plan-nan',
    what: 'maxCost NaN',
    make: (p) => JSON.stringify(p, null, 2).replace('"maxCost": 40', '"maxCost": NaN'),
    expect: 'refused',
  },
  {
    id: 'plan-negative-zero',
    what: 'maxToolCalls of -0 (a whole number, zero calls allowed)',
    make: (p) => JSON.stringify(p, null, 2).replace('"maxToolCalls": 20', '"maxToolCalls": -0'),
    expect: 'accepted',
  },
  {
    id: 'plan-proto',
    what: '__proto__ and constructor keys in the plan',
    make: (p) =>
      JSON.stringify(p).replace(
        '{"planId"',
        '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"planId"',
      ),
    expect: 'any',
  },
  {
    id: 'plan-100k',
    what: 'a 100,000-element array',
    make: () => JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)),
    expect: 'refused',
  },
  {
    id: 'plan-binary',
    what: 'bytes that are not text',
    make: () => randomBytes(2048, 23).toString('latin1'),
    expect: 'refused',
  },
  ...SCRIPT_TEXTS.slice(0, 3).map(([what, text], i) => ({
    id: `plan-tool-${what}`,
    what: `a tool name holding ${what}`,
    make: (p) =>
      JSON.stringify(
        { ...p, planId: `hostile-${i}`, plannedSequence: [{ toolName: text, rationale: text }] },
        null,
        2,
      ),
    expect: 'accepted',
    shows: text,
  })),
]

/**
 * Texts pasted into each box that reads a foreign format (a transcript, a tool list, an action log, a trace, a
 * tool import): none of them is that format, so each must be named as unreadable beside its box, kept in the
 * box, and run no script.
 */
export const READER_TEXTS = [
  { id: 'reader-deep-array', what: 'JSON nested 10,000 deep', make: () => nest(10_000) },
  { id: 'reader-deep-object', what: 'an object nested 10,000 deep', make: () => nestObject(10_000) },
  {
    id: 'reader-truncated',
    what: 'a tool list cut short',
    text: '[{"type":"function","function":{"name":"x"',
  },
  {
    id: 'reader-nan',
    what: 'NaN and Infinity literals',
    text: '[{"role": "user", "content": NaN, "n": Infinity}]',
  },
  {
    id: 'reader-1e999',
    what: 'a number past a double',
    text: '[{"role":"tool","tool_call_id":"a","content":"x","n":1e999}]',
  },
  {
    id: 'reader-proto',
    what: '__proto__ and constructor keys',
    text: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  },
  {
    id: 'reader-100k',
    what: 'a 100,000-element array of numbers',
    make: () => JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)),
  },
  {
    id: 'reader-binary',
    what: 'bytes that are not text',
    make: () => randomBytes(4096, 29).toString('latin1'),
  },
]
