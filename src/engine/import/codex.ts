import { isRecord } from '../base/is-record.ts'
import type { Found } from './found.ts'
import {
  type Recorded,
  type RecordedCompaction,
  type RecordedResponse,
  type RecordedUsage,
  tokens,
} from './recorded.ts'
import { type SkippedLines, skipLine, skippedNote } from './skipped-lines.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * Whether a JSON line is a Codex CLI rollout line: `{timestamp, type: "session_meta" | "response_item" |
 * "event_msg" | "turn_context" | "compacted", payload}` (codex-rs/protocol/src/protocol.rs, `RolloutItem`).
 * @example isCodexLine({ type: 'event_msg', payload: { type: 'token_count', info: null } }) === true
 */
export const isCodexLine = (v: unknown): v is Rec =>
  isRecord(v) && typeof v.type === 'string' && isRecord(v.payload)

/** An item the model wrote in its answer (as opposed to the user's turn or a tool's output). */
const isModelItem = (p: Rec): boolean => {
  const type = str(p.type) ?? ''
  if (type === 'message') return p.role === 'assistant'
  return type === 'reasoning' || (type.endsWith('_call') && !type.endsWith('_call_output'))
}
const isOutputItem = (p: Rec): boolean => {
  const type = str(p.type) ?? ''
  return type.endsWith('_call_output') || type === 'tool_search_output'
}

/** Codex's `TokenUsage` as provider-neutral counts (OpenAI's `input_tokens` already counts the cached part). */
function usageOf(u: Rec): RecordedUsage {
  return {
    input: tokens(u.input_tokens),
    output: tokens(u.output_tokens),
    cacheRead: tokens(u.cached_input_tokens),
    cacheWrite: 0,
    reasoning: tokens(u.reasoning_output_tokens),
  }
}

/** `last_token_usage`, or, in a file that gives totals only, the difference from the previous totals. */
function lastUsage(info: Rec, previous: Rec | null): RecordedUsage | null {
  if (isRecord(info.last_token_usage)) return usageOf(info.last_token_usage)
  if (!isRecord(info.total_token_usage)) return null
  const total = usageOf(info.total_token_usage)
  if (previous === null) return total
  const before = usageOf(previous)
  return {
    input: Math.max(0, total.input - before.input),
    output: Math.max(0, total.output - before.output),
    cacheRead: Math.max(0, total.cacheRead - before.cacheRead),
    cacheWrite: 0,
    reasoning: Math.max(0, (total.reasoning ?? 0) - (before.reasoning ?? 0)),
  }
}

/**
 * A Codex CLI session file (`~/.codex/sessions/…/rollout-….jsonl`): each `response_item`'s payload is an OpenAI
 * Responses item (messages, reasoning, `function_call`, `custom_tool_call`, `local_shell_call` and their
 * outputs); `session_meta`'s `instructions`, when set, is the system prompt. One model answer is the items it
 * wrote (reasoning, text, calls) up to the `token_count` event Codex records when the response completes (or,
 * in a file without one, up to a tool's output or the user's turn): its calls are one batch, and the next new
 * totals are its usage. Codex writes each `token_count` again at the next turn (the same totals): a repeat is
 * not another response. Each
 * answer's `last_token_usage`, the `model_context_window`, and compactions (a `compacted` line, a
 * `context_compacted` event, a `compaction` item: one compaction however many of these say so) are kept.
 * `event_msg` lines repeat the items for the terminal and `turn_context` lines hold settings: skipped and counted.
 * @example readCodex(lines.map(JSON.parse), [1, 2, 3]).wrapper === 'Codex CLI session'
 */
export function readCodex(values: readonly unknown[], lines: readonly number[]): Found {
  const items: unknown[] = []
  const wheres: string[] = []
  const skipped: SkippedLines = new Map()
  const responses: RecordedResponse[] = []
  const compactions: RecordedCompaction[] = []
  let contextWindow: number | null = null
  let open: RecordedResponse | null = null
  /** An answer closed by a tool's output before its `token_count` came: the next new totals are its usage. */
  let awaiting: RecordedResponse | null = null
  let lastTotals: string | null = null
  let previousTotal: Rec | null = null
  let lastContext: number | null = null
  let responseSinceCompaction = true

  const push = (item: unknown, where: string) => {
    items.push(item)
    wheres.push(where)
  }
  const close = () => {
    if (open) responses.push(open)
    awaiting = open
    open = null
    responseSinceCompaction = true
  }
  const recordUsage = (usage: RecordedUsage | null, where: string) => {
    if (open) close()
    else if (!awaiting) {
      awaiting = { where, line: Number(where.slice(5)), usage: null, batch: null }
      responses.push(awaiting)
    }
    ;(awaiting as RecordedResponse).usage = usage
    awaiting = null
    responseSinceCompaction = true
  }
  const compaction = (line: number) => {
    if (!responseSinceCompaction) return
    compactions.push({ where: `line ${line}`, line, tokensBefore: lastContext, trigger: null })
    responseSinceCompaction = false
  }

  values.forEach((v, i) => {
    const line = lines[i] ?? i + 1
    const where = `line ${line}`
    const r = isRecord(v) ? v : {}
    const payload = isRecord(r.payload) ? r.payload : null
    if (r.type === 'response_item' && payload) {
      if (payload.type === 'compaction') {
        compaction(line)
        skipLine(skipped, 'compaction item', line)
      } else if (isModelItem(payload)) {
        open ??= { where, line, usage: null, batch: null }
        push(payload, where)
      } else {
        // A tool's output or the user's turn ends the answer; its token_count, when it comes, is still its own.
        if (open) close()
        if (!isOutputItem(payload)) awaiting = null
        push(payload, where)
      }
      return
    }
    if (r.type === 'session_meta' && payload && typeof payload.instructions === 'string') {
      push({ role: 'system', content: payload.instructions }, where)
      return
    }
    if (r.type === 'event_msg' && payload?.type === 'token_count' && isRecord(payload.info)) {
      const info = payload.info
      const totals = JSON.stringify(info.total_token_usage ?? null)
      if (totals !== lastTotals) {
        lastTotals = totals
        const usage = lastUsage(info, previousTotal)
        previousTotal = isRecord(info.total_token_usage) ? info.total_token_usage : previousTotal
        if (usage) lastContext = usage.input + usage.output
        recordUsage(usage, where)
      }
      if (typeof info.model_context_window === 'number') contextWindow = tokens(info.model_context_window)
    } else if (r.type === 'compacted' || (r.type === 'event_msg' && payload?.type === 'context_compacted'))
      compaction(line)
    skipLine(skipped, str(r.type) ?? 'untyped', line)
  })
  if (open) close()

  const recorded: Recorded = { responses, compactions, contextWindow }
  const any = compactions.length > 0 || contextWindow !== null || responses.some((x) => x.usage !== null)
  return {
    wrapper: 'Codex CLI session',
    exchanges: [{ label: '', request: items, wheres, endpoint: null }],
    notes: skippedNote(skipped, 'that are no item of the conversation'),
    ...(any ? { recorded } : {}),
  }
}
