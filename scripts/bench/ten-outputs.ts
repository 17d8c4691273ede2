// The token benchmarks' input: corpus outputs joined (and repeated) to a given length, and a scenario of ten
// 1 MB outputs in one batch compared in exact o200k_base tokens.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultScenario, type Scenario } from '../../src/engine/index.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const MB = 1_000_000

/** The folder of corpus outputs: $BENCH_CORPUS, the shared corpus beside the repo, or /work/shared's. */
export function corpusDir(): string {
  const dirs = [
    process.env.BENCH_CORPUS,
    join(root, '../shared/corpus/outputs'),
    '/work/shared/corpus/outputs',
  ]
  const dir = dirs.find((d) => {
    try {
      return d !== undefined && readdirSync(d).length > 0
    } catch {
      return false
    }
  })
  if (!dir) throw new Error('no corpus of outputs found')
  return dir
}

export function corpusText(chars: number): string {
  const dir = corpusDir()
  const all = readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')
  let text = all
  while (text.length < chars) text += all
  return text.slice(0, chars)
}

/** Ten 1 MB slices of `text` as one batch of calls, every strategy compared in o200k_base tokens. */
export function tenOutputs(text: string): Scenario {
  const s = defaultScenario()
  s.strategies = { ...s.strategies, measure: 'o200k_base' }
  s.batches = [
    {
      calls: Array.from({ length: 10 }, (_, i) => ({
        tool: ['read_file', 'grep', 'terminal', 'fetch_url', 'git_log'][i % 5] as string,
        output: { kind: 'text' as const, text: text.slice(i * MB, (i + 1) * MB) },
        isError: false,
      })),
    },
  ]
  s.resultBudget = { ...s.resultBudget, maxToolCallsPerTurn: 100, maxIdenticalToolCalls: 100 }
  return s
}
