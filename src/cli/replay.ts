import {
  FRAMEWORKS,
  HARNESSES,
  type HarnessInfo,
  harnessSession,
  replayColumn,
  type Scenario,
  SESSION_RULES,
  sessionOfColumn,
  type Tokenizers,
  textOf,
} from '../engine/index.ts'
import { openForCommand } from './open-file.ts'
import type { CliIo, ExitCode } from './types.ts'

type HarnessId = HarnessInfo['id']
type Fail = (where: string | null, reason: string) => ExitCode

/** The harness ids `--harness` takes, in the Replay tab's column order. */
export const HARNESS_IDS = FRAMEWORKS.flatMap((f) => (f.harness ? [f.harness.id] : []))

/** `replay FILE… [--harness ID]…`: the files and the harnesses asked for (every one when none is), or a usage message. */
export function readReplayArgs(
  args: readonly string[],
): { paths: string[]; harnesses: HarnessId[] } | string {
  const paths: string[] = []
  const asked: HarnessId[] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a !== '--harness') {
      if (a.startsWith('--')) return `replay: unknown flag ${JSON.stringify(a)} (it takes --harness ID)`
      paths.push(a)
      continue
    }
    const id = args[++i]
    if (id === undefined) return `--harness needs an id: one of ${HARNESS_IDS.join(', ')}`
    if (!(HARNESS_IDS as string[]).includes(id))
      return `unknown harness ${JSON.stringify(id)}: the ids are ${HARNESS_IDS.join(', ')}`
    if (!asked.includes(id as HarnessId)) asked.push(id as HarnessId)
  }
  if (paths.length === 0) return 'replay needs a scenario or transcript file: replay FILE… [--harness ID]…'
  return { paths, harnesses: asked.length > 0 ? asked : [...HARNESS_IDS] }
}

/**
 * The lines `replay` prints for one harness on one scenario, as JSON-ready records: each tool result exactly as
 * the harness's model receives it (the text its own `deliver` writes, which the Replay tab's column measures),
 * then each event of its session rules, its losses, and the session's cost (the Replay tab's column, priced
 * with the scenario's cost settings). Pure.
 * @example replayRecords(defaultScenario(), 'codex-cli', {})[0].kind === 'result'
 */
export function replayRecords(scenario: Scenario, id: HarnessId, tokenizers: Tokenizers): object[] {
  const framework = FRAMEWORKS.find((f) => f.harness?.id === id)
  if (!framework) throw new Error(`no Replay column for ${id}`)
  const harness = HARNESSES[id]
  const overrides = scenario.harnessSettings?.[id]
  const column = replayColumn(framework, scenario, tokenizers)
  const records: object[] = []
  let charsCut = 0
  for (const it of column.iterations)
    for (const [j, c] of it.calls.entries()) {
      const call = scenario.batches[it.index]?.calls[j]
      // The same call of the harness's `deliver` the column made (receive.ts): the text its numbers measure.
      const d = harness.deliver(
        {
          tool: c.tool,
          isError: c.isError,
          text: call ? textOf(call.output) : '',
          callIndex: j,
        },
        overrides,
      )
      charsCut += c.rawChars - c.keptChars
      records.push({
        kind: 'result',
        harness: id,
        iteration: it.index,
        call: j,
        callId: `i${it.index}.c${j}`,
        tool: c.tool,
        isError: c.isError,
        text: d.text,
        chars: c.deliveredChars,
        rawChars: c.rawChars,
        measure: d.measure,
        tokens: c.tokens,
        tokenMeasure: column.measure,
        truncated: c.truncated,
        notices: c.markers,
        warnings: d.warnings,
        rule: d.rule,
      })
    }

  // The Session tab's items and rules at the same edited parameters: the two agree event for event.
  const { items } = harnessSession(scenario, id, tokenizers)
  const calls = items.flatMap((it, i) => (it.kind === 'assistant' ? [i] : []))
  const removed = new Set<number>()
  let tokensRemoved = 0
  for (const rule of SESSION_RULES[id].rules)
    for (const e of rule.run(items, overrides)) {
      const results = e.items.filter((i) => items[i]?.kind === 'tool-result')
      for (const i of results) removed.add(i)
      tokensRemoved += e.tokensBefore - e.tokensAfter
      records.push({
        kind: 'event',
        harness: id,
        rule: rule.rule,
        event: e.kind,
        // The LLM call it precedes, counted from 0 over the session (calls.length: after the last).
        beforeCall: e.call === items.length ? calls.length : calls.indexOf(e.call),
        results: results.map((i) => items[i]?.callId),
        placeholder: e.placeholder,
        tokensBefore: e.tokensBefore,
        tokensAfter: e.tokensAfter,
        why: e.rule,
      })
    }
  const truncated = column.turnTotals.truncated
  records.push({
    kind: 'losses',
    harness: id,
    truncatedPerTurn: truncated,
    charsCutPerTurn: charsCut,
    sessionRules: SESSION_RULES[id].rules.map((r) => r.rule),
    resultsRemoved: removed.size,
    tokensRemoved,
  })
  const session = sessionOfColumn(column)
  const price = scenario.cost.prices.find((p) => p.model === scenario.cost.model) ?? null
  records.push({
    kind: 'cost',
    harness: id,
    model: price?.model ?? null,
    turns: scenario.cost.turns,
    calls: session?.callCount ?? 0,
    input: session?.totals.input ?? 0,
    cachedInput: session?.totals.cachedInput ?? 0,
    output: session?.totals.output ?? 0,
    dollars: price === null ? null : (session?.totals.dollars ?? null),
    context: column.context,
  })
  return records
}

/**
 * `replay FILE… [--harness ID]…`: for each file (a scenario file or any importable transcript, opened as `import`
 * opens it) and each harness, one JSON line per record of `replayRecords`, each naming its file.
 */
export function replayFiles(
  paths: readonly string[],
  harnesses: readonly HarnessId[],
  io: CliIo,
  fail: Fail,
  describeReadError: (error: unknown) => string,
): ExitCode {
  let code: ExitCode = 0
  for (const path of paths) {
    let text: string
    try {
      text = io.readFile(path)
    } catch (error) {
      code = fail(path, describeReadError(error))
      continue
    }
    const opened = openForCommand(path, text, io)
    if (!opened.ok) {
      code = fail(path, opened.message)
      continue
    }
    for (const id of harnesses)
      for (const r of replayRecords(opened.scenario, id, io.tokenizers ?? {}))
        io.stdout(`${JSON.stringify({ file: path, ...r })}\n`)
  }
  return code
}
