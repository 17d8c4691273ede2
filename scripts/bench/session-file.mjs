// The 50 MB session file the import rows read (issue 26), made on the fly and never written to the repository: a
// real Claude Code session (src/engine/import/fixtures/sessions/claude-code.spotter.subagent.jsonl, see that
// folder's README for its source) repeated with fresh ids, so each copy is new answers, calls and results, as a
// month of work would be. One home for both rows: the engine's (session-import.ts) and the page's (session-drop.mjs).
import { readFileSync } from 'node:fs'

const FIXTURE = new URL(
  '../../src/engine/import/fixtures/sessions/claude-code.spotter.subagent.jsonl',
  import.meta.url,
)

/**
 * The fixture repeated until it is `size` chars (50,000,000 by default), every message, request and tool-use id
 * and every uuid made unique to its copy.
 * @returns {{ text: string, copies: number }}
 */
export function largeSessionFile(size = 50 * 1_000_000) {
  const lines = readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
  const copyOf = (k) =>
    lines
      .map((l) =>
        l
          .replace(/"(toolu_|msg_|req_)([A-Za-z0-9]+)"/g, `"$1$2c${k}"`)
          .replace(/"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g, `"$1-${k}"`),
      )
      .join('\n')
  const parts = []
  let chars = 0
  for (let k = 0; chars < size; k++) {
    const part = copyOf(k)
    parts.push(part)
    chars += part.length + 1
  }
  return { text: `${parts.join('\n')}\n`, copies: parts.length }
}
