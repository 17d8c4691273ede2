/**
 * Byte-pair merging in O(n log n) for long pieces. The reference loop (tiktoken's `_byte_pair_merge`, gpt-tokenizer's
 * `bytePairMerge`) scans every pair for the lowest rank and splices two arrays per merge: O(n²) on one unbroken
 * piece (a 1 MB run of one char, base64 of zeros), minutes on a paste. Here the parts are a doubly linked list over
 * their start offsets and the candidate pairs sit in a binary min-heap keyed by (rank, start): the smallest key is
 * the lowest rank and, on a tie, the leftmost pair, which is the very pair the reference merges next. A merge
 * changes only the pair at the merged part and the one before it; both are recomputed and pushed again, and an
 * entry whose rank is no longer its part's current pair rank is skipped when popped (stale). A part's pair only
 * ever grows (merges remove boundaries), and two different byte strings never share a rank, so "same rank" means
 * "same pair". Same merges in the same order, so the same tokens.
 */

/** 2³²: a heap key is rank · 2³² + start, exact in a double (ranks < 2²¹, starts < 2³²). */
const SHIFT = 4_294_967_296
const INF = Number.POSITIVE_INFINITY
/** The pair rank of a position that no longer starts a part: no key's rank equals it, so its entries are stale. */
const DEAD = -1
/** The pair rank of a part whose pair is no token (never pushed, so never compared with a key). */
const NONE = 0x7fff_ffff

/**
 * A binary min-heap of numbers in one typed array (no object per entry: a 1 MB piece makes millions). An indexed
 * heap that moves a changed pair in place was tried: twice as slow here, as each merge then sifts three entries.
 */
class KeyHeap {
  readonly keys: Float64Array
  size = 0
  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(1, capacity))
  }
  push(key: number): void {
    const keys = this.keys
    let i = this.size++
    while (i > 0) {
      const parent = (i - 1) >> 1
      const p = keys[parent] as number
      if (p <= key) break
      keys[i] = p
      i = parent
    }
    keys[i] = key
  }
  /** Replaces the smallest key with `key`: a pop and a push in one pass down. */
  replaceTop(key: number): void {
    const keys = this.keys
    const n = this.size
    let i = 0
    for (;;) {
      let child = 2 * i + 1
      if (child >= n) break
      let c = keys[child] as number
      if (child + 1 < n && (keys[child + 1] as number) < c) c = keys[++child] as number
      if (c >= key) break
      keys[i] = c
      i = child
    }
    keys[i] = key
  }
  pop(): void {
    const last = this.keys[--this.size] as number
    if (this.size > 0) this.replaceTop(last)
  }
}

/**
 * The ranks of pairs of tokens, by the two tokens' ids: the rank of two parts joined depends only on which tokens
 * they are, and a long piece joins the same few pairs again and again (a run of one char, nothing else). Two ints
 * hashed into typed arrays: far cheaper than slicing the pair's text and hashing that string. Emptied when half
 * full. One per vocabulary (see `MergeMemo`), kept across pieces.
 */
class PairRanks {
  private readonly keys: Float64Array
  private readonly values: Float64Array
  private readonly mask: number
  private used = 0
  constructor(slots: number) {
    this.keys = new Float64Array(slots).fill(-1)
    this.values = new Float64Array(slots)
    this.mask = slots - 1
  }
  /** The rank of tokens `a` then `b` joined, asking `miss()` the first time. */
  get(a: number, b: number, miss: () => number): number {
    const key = a * 2_097_152 + b // ranks are under 2²¹ (o200k_base has about 200,000)
    let at = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & this.mask
    for (;;) {
      const k = this.keys[at] as number
      if (k === key) return this.values[at] as number
      if (k === -1) break
      at = (at + 1) & this.mask
    }
    const r = miss()
    if (2 * ++this.used > this.mask) {
      this.keys.fill(-1)
      this.used = 1
      at = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & this.mask
    }
    this.keys[at] = key
    this.values[at] = r
    return r
  }
}

/** What one vocabulary's merges remember across pieces: each byte's token and pairs' ranks by their tokens. */
export interface MergeMemo {
  byteToken: Int32Array
  pairs: PairRanks
}

/** An empty memo for one vocabulary: a memo must never serve two vocabularies. */
export const mergeMemo = (): MergeMemo => ({
  byteToken: new Int32Array(256).fill(-1),
  pairs: new PairRanks(65_536),
})

/**
 * The tokens of one piece of bytes, merged lowest rank first and leftmost on a tie, as the reference byte-pair
 * merge does. `rankOf(from, to)` is the rank of the bytes `[from, to)` as one token, or `Infinity` when they are
 * none; every single byte must be a token (tiktoken's encodings have all 256). A merged part is the token of its
 * pair's rank, so each part's token is known and a pair's rank is looked up by its two tokens (`PairRanks`);
 * `memo` keeps those lookups for the vocabulary `rankOf` reads, across pieces.
 * @example heapMerge(Uint8Array.of(97, 98), (a, b) => ({ '0,1': 64, '1,2': 65, '0,2': 1000 })[`${a},${b}`] ?? Infinity) → [1000]
 */
export function heapMerge(
  bytes: Uint8Array,
  rankOf: (from: number, to: number) => number,
  memo: MergeMemo = mergeMemo(),
): number[] {
  const n = bytes.length
  // next[i]: the start of the part after the part starting at i (n past the last). prev[i]: the one before.
  const next = new Int32Array(n + 1)
  const prev = new Int32Array(n + 1)
  // token[i]: the token of the part starting at i.
  const token = new Int32Array(n + 1)
  // pair[i]: the rank of the part at i joined with the next one (NONE: no such token; DEAD: i starts no part).
  // Int32, not Float64: a 10 MB piece needs 40 MB less (ranks are under 2²¹).
  const pair = new Int32Array(n + 1)
  const { byteToken, pairs } = memo
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number
    let t = byteToken[b] as number
    if (t === -1) {
      const r = rankOf(i, i + 1)
      if (r === INF) throw new Error(`no token for byte ${b} of a piece`)
      t = r
      byteToken[b] = t
    }
    token[i] = t
  }
  const rankOfParts = (start: number, mid: number, end: number) =>
    pairs.get(token[start] as number, token[mid] as number, () => rankOf(start, end))
  // At most n - 1 first pairs, then at most one push a merge (the merged part's own pair replaces the top).
  const heap = new KeyHeap(2 * n)
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1
    prev[i] = i - 1
    const r = i + 2 <= n ? rankOfParts(i, i + 1, i + 2) : INF
    pair[i] = r === INF ? NONE : r
    if (r !== INF) heap.push(r * SHIFT + i)
  }
  const keys = heap.keys
  while (heap.size > 0) {
    const key = keys[0] as number
    const r = Math.floor(key / SHIFT)
    const i = key - r * SHIFT
    if (pair[i] !== r) {
      heap.pop() // stale: the part was merged away, or its pair has grown since
      continue
    }
    const j = next[i] as number
    const k = next[j] as number
    next[i] = k
    prev[k] = i
    token[i] = r
    pair[j] = DEAD
    const mine = k < n ? rankOfParts(i, k, next[k] as number) : INF
    pair[i] = mine === INF ? NONE : mine
    if (mine !== INF) heap.replaceTop(mine * SHIFT + i)
    else heap.pop()
    if (i > 0) {
      const p = prev[i] as number
      const before = rankOfParts(p, i, k)
      pair[p] = before === INF ? NONE : before
      if (before !== INF) heap.push(before * SHIFT + p)
    }
  }
  const ids: number[] = []
  for (let i = 0; i < n; i = next[i] as number) ids.push(token[i] as number)
  return ids
}

const memos = new WeakMap<Map<string, number>, MergeMemo>()

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The byte-pair merge of one piece through `heapMerge`, on the piece's UTF-8 bytes. A pair whose ends both fall
 * on a char's first byte is valid UTF-8, so its rank is one lookup of the matching slice of the string (no bytes
 * decoded); any other pair is not valid UTF-8 and is looked up as bytes (`rankOfBytes`, the core's own lookup of
 * byte-level tokens), which is where the reference looks up both kinds. A lone surrogate is encoded as U+FFFD
 * (three bytes), so the string sliced is the piece with each lone surrogate replaced by U+FFFD.
 * @example heapMergePiece('a'.repeat(8), ranks, rankOfBytes, utf8) → the same ids as core.bytePairMerge(utf8('a'.repeat(8)))
 */
export function heapMergePiece(
  piece: string,
  ranks: Map<string, number>,
  rankOfBytes: (bytes: Uint8Array) => number | undefined,
  utf8: (text: string) => Uint8Array,
): number[] {
  let ascii = true
  for (let i = 0; i < piece.length; i++)
    if (piece.charCodeAt(i) >= 0x80) {
      ascii = false
      break
    }
  const bytes = utf8(piece)
  let memo = memos.get(ranks)
  if (!memo) {
    memo = mergeMemo()
    memos.set(ranks, memo)
  }
  // ASCII: the string is its own UTF-8, one char a byte.
  if (ascii) return heapMerge(bytes, (a, b) => ranks.get(piece.slice(a, b)) ?? INF, memo)
  const text = piece.replace(LONE_SURROGATE, '\ufffd')
  // charAt[b]: the UTF-16 index of the char whose first byte is b, or -1 inside a char.
  const charAt = new Int32Array(bytes.length + 1).fill(-1)
  let b = 0
  for (let u = 0; u < text.length; ) {
    charAt[b] = u
    const c = text.codePointAt(u) as number
    b += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
    u += c > 0xffff ? 2 : 1
  }
  if (b !== bytes.length) throw new Error('the piece’s UTF-8 does not match its chars')
  charAt[bytes.length] = text.length
  return heapMerge(
    bytes,
    (from, to) => {
      const u = charAt[from] as number
      const v = charAt[to] as number
      const r = u >= 0 && v >= 0 ? ranks.get(text.slice(u, v)) : rankOfBytes(bytes.subarray(from, to))
      return r ?? INF
    },
    memo,
  )
}
