// `npm run bench -- --only sessions`: a 50 MB Claude Code session file imported as the worker does (openImport:
// read, batches, recorded usage, validation), in a process of its own. The file is a real session
// (src/engine/import/fixtures/sessions/claude-code.spotter.subagent.jsonl) repeated with fresh ids until it
// reaches 50 MB, so each copy is new answers, calls and results, as a month of work would be.
import { readFileSync } from 'node:fs'
import { defaultScenario } from '../../src/engine/defaults.ts'
import { openImport } from '../../src/engine/import/open-import.ts'

const SIZE = 50 * 1_000_000
const source = readFileSync(
  new URL('../../src/engine/import/fixtures/sessions/claude-code.spotter.subagent.jsonl', import.meta.url),
  'utf8',
)
const lines = source.split('\n').filter((l) => l.trim() !== '')

/** Every id in a line made unique to copy `k`: message ids, tool-use ids, uuids. */
function copyOf(k: number): string {
  return lines
    .map((l) =>
      l
        .replace(/"(toolu_|msg_|req_)([A-Za-z0-9]+)"/g, `"$1$2c${k}"`)
        .replace(/"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g, `"$1-${k}"`),
    )
    .join('\n')
}

const parts: string[] = []
let size = 0
for (let k = 0; size < SIZE; k++) {
  const part = copyOf(k)
  parts.push(part)
  size += part.length + 1
}
const text = `${parts.join('\n')}\n`

const runs: number[] = []
let answer: ReturnType<typeof openImport> | null = null
for (let i = 0; i < 3; i++) {
  const t0 = performance.now()
  answer = openImport({ kind: 'import', text, name: 'session.jsonl', base: defaultScenario() })
  runs.push(performance.now() - t0)
}
const summary = answer?.kind === 'imported' ? answer.summary : (answer?.kind ?? 'none')
// The first import is what a person waits for (nothing warmed up); the median of three is shown beside it.
const firstMs = runs[0] ?? 0
const medianMs = [...runs].sort((a, b) => a - b)[1] ?? 0
console.log(
  JSON.stringify({ mb: text.length / 1_000_000, copies: parts.length, firstMs, medianMs, runs, summary }),
)
