import { messageKey, type RawMessage } from './raw.ts'

/** The messages of one exchange in order: its request's, then its response's. */
export interface ExchangeMessages {
  messages: RawMessage[]
}

/** One conversation: its messages once each, with their keys (`messageKey`). */
export interface Thread {
  keys: string[]
  messages: RawMessage[]
  /** The running hash of `keys` (see `hashStep`), so a later exchange finds the thread it continues in O(1). */
  hash: string
  index: number
}

/**
 * Splits exchanges into conversations. A recording repeats the history in every request: an exchange whose
 * messages start with a conversation's messages continues it (only its new messages are added); any other starts
 * a new conversation (a recording may hold several runs, or a branch such as a compaction request). Of several
 * conversations it could continue, the latest. Linear: each exchange looks up the hashes of its own prefixes
 * (threads are indexed by the hash of all their messages) instead of comparing itself with every thread.
 * @example threadsOf([{ messages: [hi] }, { messages: [hi, answer] }]).length === 1
 */
export function threadsOf(exchanges: readonly ExchangeMessages[]): Thread[] {
  const threads: Thread[] = []
  const byHash = new Map<string, Thread[]>()
  const index = (t: Thread) => {
    const list = byHash.get(t.hash)
    if (list) list.push(t)
    else byHash.set(t.hash, [t])
  }
  const unindex = (t: Thread) => {
    const list = byHash.get(t.hash) ?? []
    list.splice(list.indexOf(t), 1)
    if (list.length === 0) byHash.delete(t.hash)
  }
  const startsWith = (keys: readonly string[], t: Thread) =>
    t.keys.length <= keys.length && t.keys.every((k, i) => keys[i] === k)
  for (const { messages } of exchanges) {
    if (messages.length === 0) continue
    const keys = messages.map(messageKey)
    const hashes: string[] = []
    let into: Thread | undefined
    let hash = ''
    for (const key of keys) {
      hash = hashStep(hash, key)
      hashes.push(hash)
      for (const t of byHash.get(hash) ?? [])
        if ((into === undefined || t.index > into.index) && startsWith(keys, t)) into = t
    }
    if (into) {
      unindex(into)
      for (let i = into.keys.length; i < keys.length; i++) {
        into.messages.push(messages[i] as RawMessage)
        into.keys.push(keys[i] as string)
      }
      into.hash = hashes[keys.length - 1] as string
      index(into)
    } else {
      const t: Thread = { keys, messages: [...messages], hash, index: threads.length }
      threads.push(t)
      index(t)
    }
  }
  return threads
}

/**
 * The running hash of a conversation's first messages (two 32-bit FNV-1a lanes), so prefixes compare in O(1).
 * @example hashStep('', 'user|2|hi||') === hashStep('', 'user|2|hi||')
 */
export function hashStep(previous: string, key: string): string {
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
