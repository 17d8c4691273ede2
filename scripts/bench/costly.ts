// Small valid inputs that used to cost minutes (issue 15), each evaluated in a fresh process so the first
// evaluation is what a page opening the link pays. Run with tsx: `costly.ts <case>` prints one JSON object.
//   samples:    the 3.7 KB link of 1,000 calls, each a 64 Mi-char generated sample (one per-call scan uncached: minutes)
//   transcript: a 10,000-turn earlier conversation in the window composer (dropOldTurns quadratic: a minute)
//   calls:      10,000 calls in 10 batches, the most a scenario may hold
import {
  decodeShareLink,
  defaultScenario,
  encodeShareLink,
  evaluate,
  parseScenario,
  type Scenario,
} from '../../src/engine/index.ts'

const which = process.argv[2]

/** The share link the app writes for `json`'s scenario: the case opens as a stranger's link would. */
function linkOf(json: unknown): string {
  const parsed = parseScenario(json)
  if (!parsed.ok) throw new Error(`the ${which} scenario is invalid: ${JSON.stringify(parsed.issues)}`)
  return encodeShareLink(parsed.scenario)
}

function scenarioFor(): { scenario: Scenario; linkChars: number | null } {
  if (which === 'samples' || which === 'calls') {
    const [batches, calls, chars] = which === 'samples' ? [1, 1_000, 64 * 1024 * 1024] : [10, 1_000, 2_000]
    const json = {
      version: 3,
      batches: Array.from({ length: batches }, () => ({
        calls: Array.from({ length: calls }, (_, i) => ({
          tool: `t${i % 10}`,
          output: { kind: 'sample', chars },
        })),
      })),
    }
    const link = linkOf(json)
    const decoded = decodeShareLink(link)
    if (decoded.kind !== 'ok') throw new Error(`the ${which} link did not open: ${JSON.stringify(decoded)}`)
    return { scenario: decoded.scenario, linkChars: link.length }
  }
  if (which === 'transcript') {
    const messages: unknown[] = [{ role: 'user', content: 'Read the files and fix the failing test.' }]
    for (let i = 0; i < 10_000; i++)
      messages.push(
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `c${i}`,
              type: 'function',
              function: { name: 'read_file', arguments: `{"path":"src/f${i}.ts"}` },
            },
          ],
        },
        { role: 'tool', tool_call_id: `c${i}`, content: `${`// file ${i}\n`.repeat(40)}` },
      )
    const s = defaultScenario()
    s.toolBudgets = {
      ...s.toolBudgets,
      window: { ...s.toolBudgets.window, transcript: JSON.stringify(messages) },
    }
    return { scenario: s, linkChars: null }
  }
  throw new Error(`unknown case ${which}`)
}

const { scenario, linkChars } = scenarioFor()
let t = performance.now()
const report = evaluate(scenario)
const firstMs = performance.now() - t
t = performance.now()
evaluate(scenario)
const againMs = performance.now() - t
process.stdout.write(
  `${JSON.stringify({
    case: which,
    firstMs,
    againMs,
    linkChars,
    calls: report.toolBudgets.calls.length,
    messages: report.toolBudgets.messages.length,
    droppedTurns: report.toolBudgets.droppedTurns.length,
  })}\n`,
)
