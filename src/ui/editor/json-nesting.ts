// Apart from limits.ts: only the JSON editors (Monaco, loaded after the first paint) and their worker read it.

/**
 * Whether a JSON text's brackets nest deeper than `limit` (strings skipped; one pass, no parse). Monaco's JSON
 * worker parses, validates and formats by recursion: a 10,000-deep paste overflows its stack (uncaught errors
 * in the page). Such a text is kept in the editor as plain text; the page's own reader names the problem.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // a backslash escapes the next char
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true
    } else if (c === 93 || c === 125) depth--
  }
  return false
}
