import type { NoteCollector } from './notes.ts'
import { messageKey, type RawCall, type RawMessage, type RawResult } from './raw.ts'
import type { ConversationMessage, ImportedBatch, ImportedCall } from './types.ts'

/** The messages of one exchange in order: its request's, then its response's. */
export interface ExchangeMessages {
  messages: RawMessage[]
}

export interface Assembled {
  batches: ImportedBatch[]
  messages: ConversationMessage[]
  /** Conversations with openings of their own. */
  conversations: number
  /** Threads that open as an earlier one does (the same history sent again: a retry, a compaction request). */
  branches: number
}

interface Thread {
  keys: string[]
  messages: RawMessage[]
}

/**
 * Splits exchanges into conversations. A recording repeats the history in every request: an exchange whose
 * messages start with a conversation's messages continues it (only its new messages are added); any other starts
 * a new conversation (a recording may hold several runs, or a branch such as a compaction request).
 */
function threadsOf(exchanges: readonly ExchangeMessages[]): Thread[] {
  const threads: Thread[] = []
  for (const { messages } of exchanges) {
    if (messages.length === 0) continue
    const keys = messages.map(messageKey)
    let into: Thread | undefined
    for (let t = threads.length - 1; t >= 0 && into === undefined; t--) {
      const thread = threads[t] as Thread
      if (thread.keys.length <= keys.length && thread.keys.every((k, i) => keys[i] === k)) into = thread
    }
    if (into) {
      into.messages.push(...messages.slice(into.keys.length))
      into.keys.push(...keys.slice(into.keys.length))
    } else threads.push({ keys, messages: [...messages] })
  }
  return threads
}

/** The running hash of a conversation's first messages (two 32-bit FNV-1a lanes), so prefixes compare in O(1). */
function hashStep(previous: string, key: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193
  const text = `${previous}|${key}`
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`
}

const toCall = (c: RawCall): ImportedCall => ({
  id: c.id,
  name: c.name,
  args: c.args,
  server: c.server,
  result: null,
  line: 0,
  where: c.where,
})

/**
 * Turns exchanges into LLM iterations: each assistant message's new calls are one batch of parallel calls (a
 * call whose id was already seen is the history repeated, not a new call); each result is matched to its call by
 * id, or, when the format gives no ids (Ollama, a server tool search), to the first unanswered call of the latest
 * batch with answers missing (of the same name when the result names its tool). The conversation keeps every
 * message once. Results without a call and calls without a result are noted, never dropped or invented.
 * @example assemble([{ messages: [assistantWithTwoCalls, toolResult1, toolResult2] }], notes).batches.length === 1
 */
export function assemble(exchanges: readonly ExchangeMessages[], notes: NoteCollector): Assembled {
  const threads = threadsOf(exchanges)
  const batches: ImportedBatch[] = []
  const messages: ConversationMessage[] = []
  const byId = new Map<string, ImportedCall>()
  const seenAt = new Set<string>()
  const orphans: RawResult[] = []

  const answer = (r: RawResult, threadBatches: readonly ImportedBatch[]) => {
    let call: ImportedCall | undefined
    if (r.callId !== null) call = byId.get(r.callId)
    else
      for (let b = threadBatches.length - 1; b >= 0 && call === undefined; b--) {
        const open = (threadBatches[b] as ImportedBatch).calls.filter((c) => c.result === null)
        if (open.length === 0) continue
        call =
          open.find((c) => r.name === null || c.name === r.name) ?? (r.name === null ? open[0] : undefined)
        if (call === undefined) break
      }
    if (!call) orphans.push(r)
    else if (call.result === null) call.result = { text: r.text, isError: r.isError, where: r.where }
  }

  for (const thread of threads) {
    const mine: ImportedBatch[] = []
    let prefix = ''
    thread.messages.forEach((m, i) => {
      // A branch repeats its parent's opening messages (the same messages from the start): each is kept once.
      prefix = hashStep(prefix, thread.keys[i] ?? '')
      const repeated = seenAt.has(prefix)
      seenAt.add(prefix)
      const fresh = m.calls.filter((c) => (c.id === null ? !repeated : !byId.has(c.id)))
      if (fresh.length > 0) {
        const calls = fresh.map(toCall)
        for (const c of calls) if (c.id !== null) byId.set(c.id, c)
        const batch: ImportedBatch = { calls, text: m.text, where: m.where }
        batches.push(batch)
        mine.push(batch)
        messages.push({ role: 'assistant', text: m.text, batch: batches.length - 1 })
      } else if (
        !repeated &&
        m.role !== 'tool' &&
        m.calls.length === 0 &&
        (m.text !== '' || m.results.length === 0)
      )
        messages.push({ role: m.role, text: m.text, batch: null })
      for (const r of m.results) answer(r, mine)
    })
  }

  for (const r of orphans)
    notes.add({
      kind: 'result without call',
      where: r.where,
      message: `A result at ${r.where}${r.callId === null ? '' : ` for call “${r.callId}”`} answers no call in the file (${r.text.length.toLocaleString('en-US')} chars): not imported.`,
    })
  for (const b of batches)
    for (const c of b.calls) {
      if (c.result === null)
        notes.count(
          'call without result',
          c.server ? 'no-result:server' : 'no-result',
          `${c.name} (${c.where})`,
          (n, places) =>
            c.server
              ? `${n} call${n === 1 ? '' : 's'} run by the provider with no result in the file (the provider keeps it): ${places}.`
              : `${n} call${n === 1 ? '' : 's'} with no result in the file, imported with an empty output: ${places}.`,
        )
      if (c.id === null)
        notes.count(
          'missing id',
          'missing-id',
          `${c.name} (${c.where})`,
          (n, places) =>
            `${n} call${n === 1 ? '' : 's'} without an id: results were matched by order (${places}).`,
        )
    }
  // A thread that opens with an earlier thread's first message re-sends its history: the same conversation.
  const openings = new Set<string>()
  let branches = 0
  for (const t of threads) {
    const first = t.keys[0] ?? ''
    if (openings.has(first)) branches++
    else openings.add(first)
  }
  return { batches, messages, conversations: threads.length - branches, branches }
}
