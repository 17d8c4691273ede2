// Links a browser spec opens, and what the engine says they open to, computed in Node outside the page: an A/B
// link whose A and B are of different scenario versions (each migrated), and A/B links from a newer app.
// Run with tsx; prints one JSON object.
import { strToU8 } from 'fflate'
import { evaluate } from '../../src/engine/entry/evaluate.ts'
import { toBase64Url } from '../../src/engine/share/base64url.ts'
import { decodeShareLink } from '../../src/engine/share/decode-link.ts'
import { packPayload2 } from '../../src/engine/share/payload-2.ts'
import { formatSignedAmount } from '../../src/state/format-amount.ts'
import { compareHeadlines } from '../../src/state/headlines/compare.ts'
import { headlinesFor } from '../../src/state/headlines/headlines.ts'

const format2 = (json: unknown) => `#s=2.${toBase64Url(packPayload2(strToU8(JSON.stringify(json))))}`

// Version 1 named seed 001's section `explore`; version 3 is today's. A keeps the default budget, B cuts it.
const mixed = format2([
  { version: 1, title: 'A, from a version-1 app', explore: { simulation: { runs: 7 } } },
  { version: 3, title: 'B, from today', resultBudget: { resultBudgetChars: 20_000 } },
])
const decoded = decodeShareLink(mixed)
if (decoded.kind !== 'ok' || !decoded.pinned)
  throw new Error(`the mixed-version link does not open: ${decoded.kind}`)
const { scenario: b, pinned: a } = decoded
const tab = b.view.tab
const rows = compareHeadlines(
  headlinesFor(tab, evaluate({ ...a, view: b.view }), { ...a, view: b.view }),
  headlinesFor(tab, evaluate(b), b),
)
  .filter((d) => d.delta !== null)
  .map((d) => ({
    key: d.key,
    cells: [d.a?.text ?? '—', d.b?.text ?? '—', formatSignedAmount(d.delta as number, d.unit)],
  }))

process.stdout.write(
  JSON.stringify({
    mixed: { hash: mixed, tab, runsA: a.plans.simulation.runs, versionA: a.version, rows },
    newerB: format2([{ version: 3 }, { version: 9, resultBudget: { resultBudgetChars: 1 } }]),
    newerA: format2([{ version: 99 }, { version: 3 }]),
  }),
)
