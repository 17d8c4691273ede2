import { callPoints, promptTokens, type SessionEvent, type SessionItem } from '../session.ts'
import {
  COMPACTION_BUFFER,
  OUTPUT_TOKEN_MAX,
  PRUNE_MINIMUM,
  PRUNE_PROTECT,
  PRUNE_PROTECTED_TOOLS,
  PRUNED_PLACEHOLDER,
} from './source.ts'

/**
 * opencode's `Token.estimate`: chars / 4, rounded (util/token.ts).
 * @example estimateOpencode('abcdef') === 2
 */
export const estimateOpencode = (text: string): number => Math.max(0, Math.round(text.length / 4))

/** A tool output as `prune` reads it: its tool, its size in chars, whether an earlier prune already cleared it. */
export interface PruneCandidate {
  tool: string
  chars: number
  compacted: boolean
}

/** One message of the walk: a user message, or an assistant message with its tool outputs in order. */
export type PruneMessage =
  | { role: 'user' }
  | { role: 'assistant'; summary?: boolean; tools: readonly PruneCandidate[] }

/**
 * `SessionCompaction.prune` (compaction.ts:58-101 at fd78ec63) on a message list: walking back from the newest,
 * skip the last two user turns' worth (`turns < 2`), stop at a summary or an already pruned output, never count
 * `skill`, and once more than `PRUNE_PROTECT` tokens of outputs are behind, mark the older ones; they are pruned
 * only if they add up to more than `PRUNE_MINIMUM`. Returns [message, tool] pairs, newest first, and the totals.
 * @example prunePlan([{ role: 'user' }]).pruned === 0
 */
export function prunePlan(
  msgs: readonly PruneMessage[],
  protect = PRUNE_PROTECT,
  minimum = PRUNE_MINIMUM,
): { toPrune: [number, number][]; total: number; pruned: number; applies: boolean } {
  let total = 0
  let pruned = 0
  let turns = 0
  const toPrune: [number, number][] = []
  loop: for (let m = msgs.length - 1; m >= 0; m--) {
    const msg = msgs[m]
    if (!msg) continue
    if (msg.role === 'user') turns++
    if (turns < 2) continue
    if (msg.role === 'assistant' && msg.summary) break
    if (msg.role !== 'assistant') continue
    for (let p = msg.tools.length - 1; p >= 0; p--) {
      const part = msg.tools[p]
      if (!part) continue
      if (PRUNE_PROTECTED_TOOLS.includes(part.tool)) continue
      if (part.compacted) break loop
      const estimate = Math.max(0, Math.round(part.chars / 4))
      total += estimate
      if (total > protect) {
        pruned += estimate
        toPrune.push([m, p])
      }
    }
  }
  return { toPrune, total, pruned, applies: pruned > minimum }
}

/**
 * What a user sets in `opencode.json` (`compaction.prune`, `compaction.auto`, `compaction.reserved`) and the
 * model's limits as its provider lists them (`limit.context`, `limit.input`, `limit.output`).
 */
export interface OpencodeSessionSettings {
  prune: boolean
  auto: boolean
  contextLimit: number
  /** The model's input limit, when its provider states one (0: none). */
  inputLimit: number
  outputLimit: number
  reserved: number | null
  summaryTokens: number
  /** `PRUNE_PROTECT`: the newest tool-output tokens never pruned (a constant of its code). */
  pruneProtect: number
  /** `PRUNE_MINIMUM`: prune only when more than this many tokens would go (a constant of its code). */
  pruneMinimum: number
}

export const OPENCODE_SESSION_DEFAULTS: OpencodeSessionSettings = {
  prune: true,
  auto: true,
  contextLimit: 200_000,
  inputLimit: 0,
  outputLimit: 32_000,
  reserved: null,
  summaryTokens: 2_000,
  pruneProtect: PRUNE_PROTECT,
  pruneMinimum: PRUNE_MINIMUM,
}

/**
 * `ProviderTransform.maxOutputTokens`: the model's output limit, at most `OUTPUT_TOKEN_MAX` (32,000).
 * @example maxOutputTokens(128_000) === 32_000
 */
export const maxOutputTokens = (outputLimit: number): number =>
  Math.min(outputLimit, OUTPUT_TOKEN_MAX) || OUTPUT_TOKEN_MAX

/**
 * The usable window of `isOverflow` (compaction.ts:32-48): the input limit less `reserved` (default
 * min(20,000, max output)) when the model has one, else the context less max output.
 * @example usableTokens(OPENCODE_SESSION_DEFAULTS) === 168_000
 */
export function usableTokens(s: OpencodeSessionSettings): number {
  const max = maxOutputTokens(s.outputLimit)
  const reserved = s.reserved ?? Math.min(COMPACTION_BUFFER, max)
  return s.inputLimit ? s.inputLimit - reserved : s.contextLimit - max
}

/**
 * `isOverflow`: an assistant message's tokens (total, or input + output + cache read + cache write) reach the
 * usable window; never when `compaction.auto` is false or the context limit is 0.
 * @example isOverflow(80_000, { ...OPENCODE_SESSION_DEFAULTS, contextLimit: 100_000 }) === true
 */
export function isOverflow(count: number, s: OpencodeSessionSettings): boolean {
  if (!s.auto || s.contextLimit === 0) return false
  return count >= usableTokens(s)
}

/**
 * opencode over a session: `prune` after each user turn's loop ends (before the next user message), and
 * compaction before a call when the previous call (its prompt and its output) overflowed the usable window (everything before is
 * replaced by the summary, and pruning stops at it).
 * @example opencodeSession([]).length === 0
 */
export function opencodeSession(
  items: readonly SessionItem[],
  s: OpencodeSessionSettings = OPENCODE_SESSION_DEFAULTS,
): SessionEvent[] {
  const events: SessionEvent[] = []
  const cleared = new Set<number>()
  let from = 0
  let summary = 0
  let lastPrompt = 0
  const placeholderTokens = estimateOpencode(PRUNED_PLACEHOLDER)
  // The prompt's tokens from `from` up to `upTo`, kept in step (the calls ask for it in order): linear over a
  // session of thousands of calls, where summing it afresh for each call was quadratic.
  let upTo = 0
  let running = 0
  const prompt = (to: number) => {
    if (to < upTo) return summary + promptTokens(items, from, to, cleared, placeholderTokens)
    for (; upTo < to; upTo++) running += cleared.has(upTo) ? placeholderTokens : (items[upTo]?.tokens ?? 0)
    return summary + running
  }
  const pruneAt = (at: number, call: number) => {
    // Messages as opencode stores them: a user message, or an assistant message with its tool parts.
    const msgs: { role: 'user' | 'assistant'; tools: PruneCandidate[]; at: number[] }[] = []
    for (let i = from; i < at; i++) {
      const it = items[i]
      if (!it) continue
      const open = msgs.at(-1)
      if (it.kind === 'user') msgs.push({ role: 'user', tools: [], at: [] })
      else if (it.kind === 'assistant' || open?.role !== 'assistant')
        msgs.push({ role: 'assistant', tools: [], at: [] })
      const last = msgs.at(-1)
      if (it.kind === 'tool-result' && last?.role === 'assistant') {
        last.tools.push({ tool: it.tool ?? '', chars: it.chars, compacted: cleared.has(i) })
        last.at.push(i)
      }
    }
    const plan = prunePlan(
      msgs.map((m) => (m.role === 'user' ? { role: 'user' } : { role: 'assistant', tools: m.tools })),
      s.pruneProtect,
      s.pruneMinimum,
    )
    if (!plan.applies) return
    const before = prompt(at)
    const hit = plan.toPrune.flatMap(([m, p]) => msgs[m]?.at[p] ?? []).sort((a, b) => a - b)
    for (const i of hit) {
      if (i < upTo && !cleared.has(i)) running -= (items[i]?.tokens ?? 0) - placeholderTokens
      cleared.add(i)
    }
    events.push({
      call,
      kind: 'prune',
      items: hit,
      left: hit.map(() => placeholderTokens),
      placeholder: PRUNED_PLACEHOLDER,
      tokensBefore: before,
      tokensAfter: prompt(at),
      rule: `prune: ${plan.pruned.toLocaleString('en-US')} tokens of outputs past the newest ${s.pruneProtect.toLocaleString('en-US')} (over ${s.pruneMinimum.toLocaleString('en-US')})`,
    })
  }
  const calls = [...callPoints(items), items.length]
  for (const [c, call] of calls.entries()) {
    // A user message between the previous call and this one: the previous turn's loop ended, and prune ran.
    const prev = calls[c - 1] ?? 0
    const user = items.slice(prev, call).findIndex((it) => it.kind === 'user')
    if (s.prune && c > 0 && user >= 0) pruneAt(prev + user, call)
    if (isOverflow(lastPrompt, s)) {
      events.push({
        call,
        kind: 'compact',
        items: Array.from({ length: call - from }, (_, i) => from + i),
        placeholder: '<summary>',
        tokensBefore: prompt(call),
        tokensAfter: s.summaryTokens,
        summaryTokens: s.summaryTokens,
        rule: `overflow: last call used ${lastPrompt.toLocaleString('en-US')} ≥ usable ${usableTokens(s).toLocaleString('en-US')}`,
      })
      from = call
      upTo = call
      running = 0
      summary = s.summaryTokens
    }
    // The assistant message's tokens: its input and its own output.
    lastPrompt = prompt(call) + (items[call]?.tokens ?? 0)
  }
  return events
}
