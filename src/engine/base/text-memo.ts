/**
 * A small memory of values computed from long texts, keyed by the text itself (V8 compares long string keys by
 * content, so a structured-cloned copy of the same output hits). Bounded by entries and by the chars it keeps
 * alive, oldest first out: a pasted 10 MB output edited many times does not pile up. The newest entry is always
 * kept, even alone past the char bound: a text longer than the bound (a 64 Mi-char sample in 1,000 calls) is
 * then scanned once, not once per call; it is alive anyway, in the scenario or the sample cache.
 */
export interface TextMemo<T> {
  get(text: string, compute: () => T): T
}

/**
 * @example const memo = textMemo<number>(10_000, 1_000, 32_000_000); memo.get(text, () => expensive(text))
 */
export function textMemo<T>(minChars: number, maxEntries: number, maxChars: number): TextMemo<T> {
  const entries = new Map<string, T>()
  let chars = 0
  return {
    get(text, compute) {
      if (text.length < minChars) return compute()
      const hit = entries.get(text)
      if (hit !== undefined) return hit
      const value = compute()
      entries.set(text, value)
      chars += text.length
      for (const key of entries.keys()) {
        if ((entries.size <= maxEntries && chars <= maxChars) || entries.size === 1) break
        entries.delete(key)
        chars -= key.length
      }
      return value
    },
  }
}
