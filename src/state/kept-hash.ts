/**
 * Past this many chars a URL hash is kept in saved work (a record, a failure note) as its fingerprint, not
 * whole. The link of a 756 KB one-line JSON paste is 322,719 chars: written to localStorage with every save
 * (twice: with the copy, then as the new link's claim) it held the page's thread 170–250 ms each time.
 */
export const HASH_KEPT_WHOLE_CHARS = 4_096

/**
 * What saved work keeps of the URL hash it was written at: the hash itself, or past `HASH_KEPT_WHOLE_CHARS`
 * `#~<length>.<64-bit fingerprint>` (no share link starts `#~`, so it never opens as one). Idempotent.
 * @example keptHash('#s=2.AAAA') → '#s=2.AAAA'; keptHash(longLink) → '#~322719.0f3a…'
 */
export function keptHash(hash: string): string {
  if (hash.length <= HASH_KEPT_WHOLE_CHARS) return hash
  // Two 32-bit multiplicative hashes (cyrb53's mixing, kept to 64 bits): a collision would need a link of the
  // same length and fingerprint, and would only open the saved copy in place of that link.
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < hash.length; i++) {
    const c = hash.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0')
  return `#~${hash.length}.${hex(h2)}${hex(h1)}`
}

/**
 * Whether a kept hash names the URL hash `hash` (copies saved before fingerprints keep long hashes whole).
 * @example isKeptHash(keptHash(link), link) → true
 */
export function isKeptHash(kept: string, hash: string): boolean {
  return kept === hash || (hash.length > HASH_KEPT_WHOLE_CHARS && kept === keptHash(hash))
}
