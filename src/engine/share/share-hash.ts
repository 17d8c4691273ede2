// Apart from the coder (encode-link.ts) so the first page can tell a link is there without loading the coder,
// its dictionary and the frozen defaults: the worker decodes it.

/**
 * The shape of a share link's hash, `#s=<format>.<payload>`, as both the page and the decoder read it. A bare `#s`
 * is one too: a link cut down to it must say so, not open the saved work in silence.
 */
export const SHARE_HASH = /^#?s(?:=([^.]*)\.?(.*))?$/s

/** Whether a location hash holds a share link at all (damaged or not). */
export function isShareLinkHash(hash: string): boolean {
  return SHARE_HASH.test(hash.trim())
}
