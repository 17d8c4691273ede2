/**
 * langchain_core's `trim_messages` (libs/core/langchain_core/messages/utils.py at 911f4d4e: `_first_max_tokens`,
 * `_last_max_tokens`, `_default_text_splitter`), for messages whose content is a string or a list of text blocks.
 * Its binary searches run `len.bit_length()` steps, as there; `allow_partial` cuts a list message block by block,
 * then its first text by the splitter.
 */

/** A message as `trim_messages` reads it: its type and its content (a string, or text blocks). */
export interface TrimMessage {
  type: 'system' | 'human' | 'ai' | 'tool'
  content: string | readonly string[]
  id?: string
}

export type TokenCounter = (messages: readonly TrimMessage[]) => number
export type MessageType = TrimMessage['type']

/** `trim_messages`' keyword arguments. `max_tokens` and `token_counter` have no default there. */
export interface TrimOptions {
  maxTokens: number
  tokenCounter: TokenCounter
  strategy?: 'first' | 'last'
  allowPartial?: boolean
  includeSystem?: boolean
  startOn?: readonly MessageType[]
  endOn?: readonly MessageType[]
  textSplitter?: (text: string) => string[]
}

/**
 * `_default_text_splitter`: split on newlines, each piece but the last keeping its newline.
 * @example defaultTextSplitter('a\nb') → ['a\n', 'b']
 */
export function defaultTextSplitter(text: string): string[] {
  const splits = text.split('\n')
  return [...splits.slice(0, -1).map((s) => `${s}\n`), ...splits.slice(-1)]
}

/** Python's `int.bit_length()` for a length. */
const bitLength = (n: number): number => (n <= 0 ? 0 : n.toString(2).length)

const isType = (m: TrimMessage | undefined, types: readonly MessageType[]) =>
  m !== undefined && types.includes(m.type)

/** The largest `k` in [0, n] with `fits(k)`, by the source's bounded binary search. */
function searchMax(n: number, fits: (k: number) => boolean): number {
  let left = 0
  let right = n
  for (let i = 0; i < bitLength(n); i++) {
    if (left >= right) break
    const mid = Math.floor((left + right + 1) / 2)
    if (fits(mid)) left = mid
    else right = mid - 1
  }
  return left
}

function firstMaxTokens(
  input: readonly TrimMessage[],
  max: number,
  count: TokenCounter,
  split: (text: string) => string[],
  partial: 'first' | 'last' | null,
  endOn: readonly MessageType[] | undefined,
): TrimMessage[] {
  let messages = [...input]
  if (messages.length === 0) return messages
  if (count(messages) <= max) {
    if (endOn?.length) while (messages.length > 0 && !isType(messages.at(-1), endOn)) messages.pop()
    return messages
  }
  let idx = searchMax(messages.length, (k) => count(messages.slice(0, k)) <= max)
  const next = messages[idx]
  if (partial && next) {
    let excluded: TrimMessage = { ...next }
    let included = false
    if (Array.isArray(excluded.content)) {
      let blocks = [...excluded.content]
      if (partial === 'last') blocks.reverse()
      for (let i = 1; i < next.content.length; i++) {
        blocks = blocks.slice(0, -1)
        excluded = { ...excluded, content: blocks }
        if (count([...messages.slice(0, idx), excluded]) <= max) {
          messages = [...messages.slice(0, idx), excluded]
          idx++
          included = true
          break
        }
      }
      if (included && partial === 'last') excluded.content = [...blocks].reverse()
    }
    if (!included) {
      const text = typeof excluded.content === 'string' ? excluded.content : excluded.content[0]
      if (text) {
        let splits = split(text)
        const base = count(messages.slice(0, idx))
        if (partial === 'last') splits = splits.reverse()
        const left = searchMax(
          splits.length,
          (k) => base + count([{ ...excluded, content: splits.slice(0, k).join('') }]) <= max,
        )
        if (left > 0) {
          const kept = splits.slice(0, left)
          if (partial === 'last') kept.reverse()
          messages = [...messages.slice(0, idx), { ...excluded, content: kept.join('') }]
          idx++
        }
      }
    }
  }
  if (endOn?.length) while (idx > 0 && !isType(messages[idx - 1], endOn)) idx--
  return messages.slice(0, idx)
}

/**
 * `trim_messages`: the first or last messages that fit in `maxTokens` by `tokenCounter`. "last" keeps a leading
 * system message when `includeSystem` (its tokens come off the budget), drops messages after the last `endOn`
 * type first, and makes the kept run start on a `startOn` type.
 * @example trimMessages([{ type: 'human', content: 'ab' }], { maxTokens: 0, tokenCounter: (m) => m.length }).length === 0
 */
export function trimMessages(messages: readonly TrimMessage[], o: TrimOptions): TrimMessage[] {
  const split = o.textSplitter ?? defaultTextSplitter
  if ((o.strategy ?? 'last') === 'first')
    return firstMaxTokens(
      messages,
      o.maxTokens,
      o.tokenCounter,
      split,
      o.allowPartial ? 'first' : null,
      o.endOn,
    )
  let rest = [...messages]
  if (rest.length === 0) return []
  if (o.endOn?.length) while (rest.length > 0 && !isType(rest.at(-1), o.endOn)) rest.pop()
  const system = o.includeSystem && rest[0]?.type === 'system' ? rest[0] : null
  if (system) rest = rest.slice(1)
  const remaining = system ? Math.max(0, o.maxTokens - o.tokenCounter([system])) : o.maxTokens
  const kept = firstMaxTokens(
    rest.reverse(),
    remaining,
    o.tokenCounter,
    split,
    o.allowPartial ? 'last' : null,
    o.startOn,
  )
  kept.reverse()
  return system ? [system, ...kept] : kept
}
