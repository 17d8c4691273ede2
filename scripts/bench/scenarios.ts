// Scenarios the benchmarks share (`npm run bench` and the CI budget check): real tool output text from the
// shared corpus, cut into calls.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultScenario, type Scenario } from '../../src/engine/index.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** 10 MiB of UTF-16 code units, the unit the engine counts in. */
export const TEN_MIB_CHARS = 10 * 1024 * 1024

/** The shared corpus of real tool outputs: BENCH_CORPUS, else `../shared` beside the repo, else /work/shared. */
function corpusDir(): string {
  const candidates = [
    process.env.BENCH_CORPUS,
    join(root, '../shared/corpus/outputs'),
    '/work/shared/corpus/outputs',
  ].filter((d): d is string => Boolean(d))
  for (const dir of candidates) {
    try {
      if (readdirSync(dir).length > 0) return dir
    } catch {
      // try the next candidate
    }
  }
  throw new Error(`no corpus of outputs found (tried ${candidates.join(', ')})`)
}

/** `chars` chars of real text: every corpus file (sorted by name), joined and repeated, as one flat string. */
export function realText(chars: number): { text: string; files: string[] } {
  const dir = corpusDir()
  const files = readdirSync(dir).sort()
  const all = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n')
  const parts: string[] = []
  let length = 0
  while (length < chars) {
    parts.push(all)
    length += all.length
  }
  return { text: parts.join('').slice(0, chars), files: files.map((f) => join(dir, f)) }
}

/** `calls` text outputs, consecutive slices of `text`, spread evenly over `batches` batches. */
export function textScenario(text: string, calls: number, batches: number): Scenario {
  const tools = ['read_file', 'grep', 'fetch_url', 'list_dir', 'git_log']
  const per = Math.floor(text.length / calls)
  const perBatch = calls / batches
  const scenario = defaultScenario()
  scenario.title = `${calls} calls, ${text.length} chars of real output`
  scenario.resultBudget = {
    resultBudgetChars: 80_000,
    maxToolCallsPerTurn: calls,
    maxIdenticalToolCalls: calls,
  }
  scenario.tools = tools.map((name) => ({ name }))
  scenario.batches = Array.from({ length: batches }, (_, b) => ({
    calls: Array.from({ length: perBatch }, (_, j) => {
      const i = b * perBatch + j
      const end = i === calls - 1 ? text.length : (i + 1) * per
      return {
        tool: tools[i % tools.length] ?? 'read_file',
        output: { kind: 'text' as const, text: text.slice(i * per, end) },
        isError: false,
      }
    }),
  }))
  return scenario
}
