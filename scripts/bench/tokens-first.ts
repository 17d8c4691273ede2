// One first evaluate() of ten 1 MB outputs in exact o200k_base tokens, in a fresh process (nothing measured or
// remembered yet), for `npm run bench`, which runs it several times and takes the median. Two cases:
// - `cold`: the tokenizer has just loaded (the load warms it on an 8 KB sample) and this is the worker's first
//   token evaluation;
// - `new-outputs`: the tokenizer is in use (the default scenario was evaluated in tokens first) and the ten
//   outputs are new, as when a user pastes outputs while measuring in tokens.
// Prints one JSON object on stdout.
import { defaultScenario, evaluate } from '../../src/engine/index.ts'
import { loadTokenizers } from '../../src/engine/measure/load-tokenizers.ts'
import { corpusText, MB, tenOutputs } from './ten-outputs.ts'

async function main() {
  const mode = process.argv[2] === 'new-outputs' ? 'new-outputs' : 'cold'
  const { tokenizers, failures } = await loadTokenizers(['o200k_base'])
  if (!tokenizers.o200k_base) throw new Error(`o200k_base did not load: ${failures.o200k_base}`)
  const s = tenOutputs(corpusText(10 * MB))
  if (mode === 'new-outputs') {
    const d = defaultScenario()
    d.strategies = { ...d.strategies, measure: 'o200k_base' }
    evaluate(d, tokenizers)
  }
  const t = performance.now()
  const report = evaluate(s, tokenizers)
  const ms = performance.now() - t
  if (!report.strategies.exact) throw new Error('evaluate did not measure in exact tokens')
  process.stdout.write(`${JSON.stringify({ mode, ms })}\n`)
}

main().catch((e) => {
  process.stderr.write(`tokens-first bench error: ${e?.stack ?? e}\n`)
  process.exitCode = 1
})
