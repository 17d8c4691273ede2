import { plural } from '../base/plural.ts'
import type { NoteCollector } from './notes.ts'
import type { RawCall, RawResult } from './raw.ts'
import { type ExchangeMessages, hashStep, threadsOf } from './threads.ts'
import type { ConversationMessage, ImportedBatch, ImportedCall } from './types.ts'

export type { ExchangeMessages } from './threads.ts'

export interface Assembled {
  batches: ImportedBatch[]
  messages: ConversationMessage[]
  /** Conversations with openings of their own. */
  conversations: number
  /** Threads that open as an earlier one does (the same history sent again: a retry, a compaction request). */
  branches: number
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

const signature = (c: { name: string; args: unknown }) =>
  `${c.name}\u0000${typeof c.args === 'string' ? c.args : (JSON.stringify(c.args) ?? '')}`

/** The calls given one id: by batch, each group answered in order; what they were called with; their results. */
interface IdCalls {
  groups: { calls: ImportedCall[]; next: number }[]
  signatures: Set<string>
  texts: Set<string>
  first: string
}

/**
 * Turns exchanges into LLM iterations: each assistant message's new calls are one batch of parallel calls (a
 * call repeating an earlier one, its id, name and arguments, is the history repeated, not a new call); each
 * result is matched to its call by id, or, when the format gives no ids (Ollama, a server tool search), to the
 * first unanswered call of the latest batch with answers missing (of the same name when the result names its
 * tool). Ids are not trusted to be unique: calls of one answer sharing an id take that id's results in order, a
 * later call reusing an id takes the results after it, and both are named in the notes. The conversation keeps
 * every message once. Results without a call and calls without a result are noted, never dropped or invented.
 * @example assemble([{ messages: [assistantWithTwoCalls, toolResult1, toolResult2] }], notes).batches.length === 1
 */
export function assemble(exchanges: readonly ExchangeMessages[], notes: NoteCollector): Assembled {
  const threads = threadsOf(exchanges)
  const batches: ImportedBatch[] = []
  const messages: ConversationMessage[] = []
  const byId = new Map<string, IdCalls>()
  const seenAt = new Set<string>()
  const orphans: RawResult[] = []
  const repeats: RawResult[] = []

  /**
   * The call a result with an id answers: the first open one with that id in the latest batch that has one.
   * Answered groups at the end are dropped, so k calls sharing an id are paired in O(k), not O(k²).
   */
  const openWithId = (entry: IdCalls): ImportedCall | undefined => {
    for (let g = entry.groups.at(-1); g !== undefined; g = entry.groups.at(-1)) {
      while (g.next < g.calls.length && g.calls[g.next]?.result !== null) g.next++
      if (g.next < g.calls.length) return g.calls[g.next]
      entry.groups.pop()
    }
    return undefined
  }

  const answer = (r: RawResult, threadBatches: readonly ImportedBatch[]) => {
    let call: ImportedCall | undefined
    const entry = r.callId === null ? undefined : byId.get(r.callId)
    if (entry) {
      call = openWithId(entry)
      // Every call with this id has its result: the same text again is the history repeated; other text is not.
      if (!call) {
        if (!entry.texts.has(r.text)) repeats.push(r)
        return
      }
      entry.texts.add(r.text)
    } else if (r.callId === null)
      for (let b = threadBatches.length - 1; b >= 0 && call === undefined; b--) {
        const open = (threadBatches[b] as ImportedBatch).calls.filter((c) => c.result === null)
        if (open.length === 0) continue
        call =
          open.find((c) => r.name === null || c.name === r.name) ?? (r.name === null ? open[0] : undefined)
        if (call === undefined) break
      }
    if (!call) orphans.push(r)
    else call.result = { text: r.text, isError: r.isError, where: r.where }
  }

  const isNew = (c: RawCall, repeated: boolean) => {
    if (c.id === null) return !repeated
    const earlier = byId.get(c.id)
    if (earlier === undefined) return true
    if (repeated || earlier.signatures.has(signature(c))) return false
    notes.count(
      'duplicate id',
      'id-reused',
      `“${c.id}” at ${c.where} (first at ${earlier.first})`,
      (n, places) =>
        `${plural(n, 'call reuses', 'calls reuse')} the id of an earlier call, each read as a new call answered by the results after it: ${places}.`,
    )
    return true
  }

  for (const thread of threads) {
    const mine: ImportedBatch[] = []
    let prefix = ''
    thread.messages.forEach((m, i) => {
      // A branch repeats its parent's opening messages (the same messages from the start): each is kept once.
      prefix = hashStep(prefix, thread.keys[i] ?? '')
      const repeated = seenAt.has(prefix)
      seenAt.add(prefix)
      const fresh = m.calls.filter((c) => isNew(c, repeated))
      if (fresh.length > 0) {
        const calls = fresh.map(toCall)
        const ids = new Map<string, number>()
        for (const c of calls) {
          if (c.id === null) continue
          const entry = byId.get(c.id) ?? {
            groups: [],
            signatures: new Set(),
            texts: new Set(),
            first: c.where,
          }
          byId.set(c.id, entry)
          if (!ids.has(c.id)) entry.groups.push({ calls: [], next: 0 })
          entry.groups.at(-1)?.calls.push(c)
          entry.signatures.add(signature(c))
          ids.set(c.id, (ids.get(c.id) ?? 0) + 1)
        }
        for (const [id, n] of ids)
          if (n > 1)
            notes.count(
              'duplicate id',
              'id-shared',
              `${n} calls “${id}” at ${m.where}`,
              (count, places) =>
                `${plural(count, 'answer gives', 'answers give')} one id to several calls, whose results were paired with them in order: ${places}.`,
            )
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

  for (const r of repeats)
    notes.add({
      kind: 'duplicate id',
      where: r.where,
      message: `Another result at ${r.where} for call “${r.callId}”, whose calls all have one already (${r.text.length.toLocaleString('en-US')} chars): not imported.`,
    })
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
