// `npm run bench -- --only sessions`: a 50 MB Claude Code session file imported as the worker does (openImport:
// read, batches, recorded usage, validation), in a process of its own. The file is a real session repeated with
// fresh ids until it reaches 50 MB (session-file.mjs).
import { defaultScenario } from '../../src/engine/defaults.ts'
import { openImport } from '../../src/engine/entry/open-import.ts'
import { largeSessionFile } from './session-file.mjs'

const { text, copies } = largeSessionFile()

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
console.log(JSON.stringify({ mb: text.length / 1_000_000, copies, firstMs, medianMs, runs, summary }))
