import { LIMITS } from '../base/limits.ts'
import type { Batch } from '../base/scenario-core.ts'
import { readTextLine } from '../import/action-log.ts'
import { describeArgs } from '../import/describe-args.ts'
import { recordedSummary } from '../import/recorded.ts'
import { recordedForScenario } from '../import/recorded-scenario.ts'
import { selectionOfCatalog } from '../import/to-selection.ts'
import { readTraceLine } from '../import/trace.ts'
import {
  type Catalog,
  type ConversationMessage,
  callsOf,
  type Imported,
  type Transcript,
} from '../import/types.ts'
import type { Scenario } from '../scenario.ts'

const fmt = (n: number) => n.toLocaleString('en-US')

/** The LLM iterations as seed 003's batches: real tool names, outputs as given, errors kept, arguments as given. */
function batchesOf(
  t: Transcript,
  notes: string[],
  usage: readonly (Batch['recorded'] | undefined)[],
): Batch[] {
  if (t.batches.length > LIMITS.maxBatches)
    notes.push(`${fmt(t.batches.length)} LLM iterations: the first ${fmt(LIMITS.maxBatches)} became batches.`)
  return t.batches.slice(0, LIMITS.maxBatches).map((b, i) => {
    const recorded = usage[i]
    if (b.calls.length > LIMITS.maxCallsPerBatch)
      notes.push(
        `Batch ${i + 1} has ${fmt(b.calls.length)} calls: the first ${fmt(LIMITS.maxCallsPerBatch)} were kept.`,
      )
    return {
      calls: b.calls.slice(0, LIMITS.maxCallsPerBatch).map((c) => ({
        tool: c.name.slice(0, LIMITS.maxToolNameChars),
        output: { kind: 'text' as const, text: c.result?.text ?? '' },
        isError: c.result?.isError ?? false,
        ...(c.args === undefined ? {} : { args: c.args }),
      })),
      ...(recorded === undefined ? {} : { recorded }),
    }
  })
}

/** Messages as OpenAI Chat Completions JSON, one per line: the window's "earlier conversation". */
const chatJson = (messages: readonly ConversationMessage[]) =>
  messages.length === 0
    ? ''
    : `[\n${messages.map((m) => `  ${JSON.stringify({ role: m.role, content: m.text })}`).join(',\n')}\n]\n`

/**
 * The window composer's inputs from the conversation: its system messages are the system prompt, the last user
 * message before the first tool call is the user's message, the messages before it the earlier conversation; the
 * batches follow. Messages after the first tool call cannot sit between batches in the composer, so they are
 * named in a note.
 */
function windowOf(t: Transcript, notes: string[]) {
  const first = t.messages.findIndex((m) => m.batch !== null)
  const before = first < 0 ? t.messages : t.messages.slice(0, first)
  const after = first < 0 ? [] : t.messages.slice(first).filter((m) => m.batch === null)
  const system = before.filter((m) => m.role === 'system')
  const rest = before.filter((m) => m.role !== 'system')
  const lastUser = rest.map((m) => m.role).lastIndexOf('user')
  if (after.length > 0)
    notes.push(
      `${fmt(after.length)} message${after.length === 1 ? '' : 's'} after the first tool call (assistant text between calls, a final answer, later user turns) ${after.length === 1 ? 'is' : 'are'} not in the window's history, where the batches come last.`,
    )
  const earlier = lastUser < 0 ? rest : rest.slice(0, lastUser)
  return {
    window: {
      systemPrompt: system.map((m) => m.text).join('\n\n'),
      userMessage: lastUser < 0 ? '' : (rest[lastUser] as ConversationMessage).text,
      transcript: chatJson(earlier),
    },
    earlier: earlier.length,
  }
}

/** Seed 000's action log: one action per line (`name args [fail]`), or JSON when a line would not read back. */
function actionLog(t: Transcript): string {
  const calls = callsOf(t)
  const lines = calls.map((c) => {
    const args = describeArgs(c.args)
    return `${c.name}${args ? ` ${args}` : ''}${c.result?.isError ? ' [fail]' : ''}`
  })
  const readsBack = lines.every((line, i) => {
    const read = readTextLine(line, i + 1)
    const failed = calls[i]?.result?.isError === true
    return read !== null && typeof read !== 'string' && read.tool === calls[i]?.name && read.failed === failed
  })
  if (readsBack) return lines.length === 0 ? '' : `${lines.join('\n')}\n`
  const json = calls.map((c) =>
    JSON.stringify({ tool: c.name, description: describeArgs(c.args), failed: c.result?.isError === true }),
  )
  return `[\n${json.map((j) => `  ${j}`).join(',\n')}\n]\n`
}

/** Seed 001's executed trace: our line form (`name ok|fail`), or a JSON array when a name would not read back. */
function traceText(t: Transcript): string {
  const calls = callsOf(t)
  const status = (ok: boolean) => (ok ? 'ok' : 'fail')
  const lines = calls.map((c) => `${c.name} ${status(c.result?.isError !== true)}`)
  const readsBack = lines.every((line, i) => {
    const read = readTraceLine(line, i + 1)
    return read !== null && 'toolName' in read && read.toolName === calls[i]?.name
  })
  if (readsBack) return lines.length === 0 ? '' : `${lines.join('\n')}\n`
  return `[\n${calls.map((c) => `  ${JSON.stringify({ tool: c.name, ok: c.result?.isError !== true })}`).join(',\n')}\n]\n`
}

/** The offered tools as the window's pasted schemas: a JSON array of the definitions as given. */
function schemasText(catalog: Catalog, notes: string[]): string | null {
  const text = `[\n${catalog.tools.map((t) => `  ${t.json}`).join(',\n')}\n]\n`
  if (text.length <= 10_000_000) return text
  notes.push(
    `The offered tools' JSON is ${fmt(text.length)} chars, over the window's 10,000,000: its tool schemas are unchanged.`,
  )
  return null
}

/** What the scenario opened from a file is called: the file's name, else what was found. */
const titleOf = (imported: Imported, name: string | undefined) => (name ?? imported.summary).slice(0, 200)

/**
 * One transcript (or tool list) opened as a whole scenario, laid over the current one: each LLM iteration a
 * batch of parallel calls with its real tool names, outputs and errors (Result budget, Strategies, Token budgets);
 * the conversation before the first call as the window composer's system prompt, user message and earlier
 * conversation; the calls as the Planner's action log and as the Plans trace; the offered tools as the window's
 * tool schemas and as Tool selection's catalog. What the transcript does not have stays as it was; what could not
 * be carried over is said in `notes`. Pure; never mutates `base`.
 * @example scenarioFromImport(transcript, defaultScenario()).scenario.batches.length === transcript.batches.length
 */
export function scenarioFromImport(
  imported: Imported,
  base: Scenario,
  name?: string,
): { scenario: Scenario; notes: string[]; changes: string[] } {
  const notes: string[] = []
  const changes: string[] = []
  let scenario: Scenario = { ...base, title: titleOf(imported, name) }
  const catalog =
    imported.kind === 'catalog' ? imported : imported.kind === 'transcript' ? imported.tools : null
  if (imported.kind === 'transcript') {
    const t = imported
    const kept = Math.min(t.batches.length, LIMITS.maxBatches)
    const rec = t.recorded ? recordedForScenario(t.recorded, t.batches, kept) : null
    if (t.batches.length > 0 || rec) {
      // The old session's record belongs to the old batches: it goes with them.
      const { recorded: _old, ...rest } = scenario
      scenario = rest
    }
    if (rec) scenario = { ...scenario, recorded: rec.session }
    if (t.batches.length > 0) {
      scenario = {
        ...scenario,
        batches: batchesOf(t, notes, rec?.perBatch ?? []),
        view: { ...scenario.view, batchIndex: 0 },
        strategies: { ...scenario.strategies, previewCall: undefined },
        planner: { ...scenario.planner, log: { text: actionLog(t), format: 'auto' } },
        plans: { ...scenario.plans, trace: { format: 'auto', text: traceText(t), source: 'pasted' } },
      }
      if (t.conversations > 1)
        notes.push(
          `The file holds ${fmt(t.conversations)} conversations: their LLM iterations are laid end to end as one turn's batches.`,
        )
      const calls = callsOf(t)
      const chars = calls.reduce((n, c) => n + (c.result?.text.length ?? 0), 0)
      changes.push(
        `Result budget, Strategies, Token budgets: ${fmt(scenario.batches.length)} batch${scenario.batches.length === 1 ? '' : 'es'} of ${fmt(calls.length)} call${calls.length === 1 ? '' : 's'}, with their outputs (${fmt(chars)} chars)`,
        `Planner: an action log of ${fmt(calls.length)} action${calls.length === 1 ? '' : 's'}; Plans: a trace of ${fmt(calls.length)} call${calls.length === 1 ? '' : 's'}`,
      )
    } else
      notes.push('The transcript has no tool calls: the batches, the action log and the trace are unchanged.')
    const said = t.recorded ? recordedSummary(t.recorded) : ''
    if (said !== '') changes.push(`Recorded usage, kept with each batch: ${said}`)
    const { window: w, earlier } = windowOf(t, notes)
    scenario = {
      ...scenario,
      toolBudgets: { ...scenario.toolBudgets, window: { ...scenario.toolBudgets.window, ...w } },
    }
    changes.push(
      `Token budgets window: ${w.systemPrompt === '' ? 'no system prompt' : 'the system prompt'}, ${w.userMessage === '' ? 'no user message' : 'the user’s message'} and ${fmt(earlier)} earlier message${earlier === 1 ? '' : 's'}`,
    )
  }
  if (catalog && catalog.tools.length > 0) {
    const toolSchemas = schemasText(catalog, notes)
    changes.push(
      `Tool selection’s catalog${toolSchemas === null ? '' : ' and the window’s tool schemas'}: ${fmt(catalog.tools.length)} tool${catalog.tools.length === 1 ? '' : 's'}`,
    )
    scenario = {
      ...scenario,
      // A tool list is no transcript: its category says where the tools came from, as the tab's own import does.
      selection: selectionOfCatalog(
        scenario.selection,
        catalog,
        imported.kind === 'catalog' ? 'imported' : 'transcript',
      ),
      toolBudgets:
        toolSchemas === null
          ? scenario.toolBudgets
          : { ...scenario.toolBudgets, window: { ...scenario.toolBudgets.window, toolSchemas } },
    }
  } else if (imported.kind === 'transcript')
    notes.push(
      'The transcript offers no tools: the window’s tool schemas and Tool selection’s catalog are unchanged.',
    )
  if (imported.kind === 'categories') {
    const categories = imported.categories.map((c) => ({
      name: c.name.slice(0, 200),
      tools: c.tools.map((x) => x.slice(0, 200)),
      weight: 1,
    }))
    const names = new Set(categories.map((c) => c.name))
    scenario = {
      ...scenario,
      selection: {
        ...scenario.selection,
        categories,
        classified: scenario.selection.classified.filter((c) => names.has(c)),
        generated: { categories: 0, toolsPerCategory: 0 },
      },
    }
    changes.push(`Tool selection: ${fmt(categories.length)} categories`)
  }
  return { scenario, notes, changes }
}
