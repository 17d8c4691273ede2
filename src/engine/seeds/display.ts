/**
 * Lines a web page's frame adds to a scraped document (a skip link, a table of contents' title), never the
 * document's own words: seeds 002 and 003 were saved from web pages and begin with "Skip to main content".
 */
const CHROME_LINES: ReadonlySet<string> = new Set([
  'skip to main content',
  'skip to content',
  'skip to navigation',
  'on this page',
  'table of contents',
  'toggle navigation',
])

/**
 * A seed document as the reader shows it: the scraped page's frame lines at its top (and the blank lines
 * between them) left out, everything from its first line of its own kept exactly, so a passage found in the
 * shown text is the passage of the file. The file itself stays as it was saved (the seeds are sources).
 * @example seedTextForDisplay('Skip to main content\n\nWhy 80k?\n') === 'Why 80k?\n'
 */
export function seedTextForDisplay(text: string): string {
  let start = 0
  for (;;) {
    const end = text.indexOf('\n', start)
    const line = text.slice(start, end === -1 ? text.length : end).trim()
    if (end === -1 || (line !== '' && !CHROME_LINES.has(line.toLowerCase()))) return text.slice(start)
    start = end + 1
  }
}
