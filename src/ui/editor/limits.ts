/**
 * Past this many chars an output is not edited in the page: laying out a 50 MB line in a textarea or Monaco
 * stalls the tab for tens of seconds. Such an output is shown read-only (its head) and replaced by pasting.
 */
export const LARGE_OUTPUT_CHARS = 1_000_000

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
