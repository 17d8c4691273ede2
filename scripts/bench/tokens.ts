// Token measure benchmarks for `npm run bench`: the exact counter's speed, cutting a 10 MB output at N tokens
// (a growing window, never the whole output), and evaluate() again on outputs it has measured (tokens-first.ts
// measures the first time). Run with tsx; prints one JSON object on stdout.
import { evaluate } from '../../src/engine/index.ts'
import { loadTokenizers } from '../../src/engine/measure/load-tokenizers.ts'
import type { Tokenizer } from '../../src/engine/measure/measure.ts'
import { tokenPrefixEnd } from '../../src/engine/measure/token-cut.ts'
import { corpusText, MB, tenOutputs } from './ten-outputs.ts'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
}

function time<T>(fn: () => T): { ms: number; value: T } {
  const t = performance.now()
  const value = fn()
  return { ms: performance.now() - t, value }
}

function throughput(t: Tokenizer, text: string, runs: number) {
  time(() => t.count(text.slice(0, 200_000))) // warm the JIT and the merge cache on a little of it
  const samples: number[] = []
  let tokens = 0
  for (let i = 0; i < runs; i++) {
    const r = time(() => t.count(text))
    samples.push(r.ms)
    tokens = r.value
  }
  const ms = median(samples)
  return { chars: text.length, tokens, medianMs: ms, tokensPerSecond: Math.round(tokens / (ms / 1000)) }
}

async function main() {
  const { tokenizers, failures } = await loadTokenizers(['o200k_base'])
  const o200k = tokenizers.o200k_base
  if (!o200k) throw new Error(`o200k_base did not load: ${failures.o200k_base}`)
  const ten = corpusText(10 * MB)
  const one = ten.slice(0, MB)

  const s = tenOutputs(ten)
  if (!evaluate(s, tokenizers).strategies.exact) throw new Error('evaluate did not measure in exact tokens')
  const count1MB = throughput(o200k, one, 5)
  const count10MB = throughput(o200k, ten, 1)

  // The cut itself, not the measurer's memo of it: every run cuts afresh.
  const cuts: Record<string, { medianMs: number; keptChars: number }> = {}
  for (const n of [8_000, 32_000, 128_000]) {
    const samples: number[] = []
    let kept = 0
    for (let i = 0; i < 5; i++) {
      const r = time(() => tokenPrefixEnd(o200k, ten, n))
      samples.push(r.ms)
      kept = r.value
    }
    cuts[`cut10MB_${n / 1000}k`] = { medianMs: median(samples), keptChars: kept }
  }

  const warm: number[] = []
  for (let i = 0; i < 5; i++) warm.push(time(() => evaluate(s, tokenizers)).ms)

  process.stdout.write(
    `${JSON.stringify({
      node: process.version,
      count1MB,
      count10MB,
      ...cuts,
      evaluateTokens10x1MB: { medianMs: median(warm) },
    })}\n`,
  )
}

main().catch((e) => {
  process.stderr.write(`tokens bench error: ${e?.stack ?? e}\n`)
  process.exitCode = 1
})
