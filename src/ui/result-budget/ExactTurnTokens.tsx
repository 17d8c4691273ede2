import { ENCODINGS, type EncodingId } from '../../engine/measure/measure.ts'
import { setExactBeside } from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { TokenizerNotice } from '../fields/TokenizerNotice.tsx'
import { fmt } from '../format.ts'

/** Seed 003's ~4 chars/token estimate of the turn beside an exact count (its tokenizer loads when chosen). */
export function ExactTurnTokens() {
  const encoding = useApp((s) => s.scenario.strategies.exactBeside)
  const exact = useApp((s) => s.report?.strategies?.turnExact)
  const edit = useApp((s) => s.edit)
  return (
    <>
      <p className="small" data-testid="turn-exact">
        <label className="inline">
          Exact count beside the estimate{' '}
          <select
            aria-label="Exact count beside the turn estimate"
            value={encoding ?? ''}
            onChange={(e) => edit(setExactBeside((e.target.value || undefined) as EncodingId | undefined))}
          >
            <option value="">none</option>
            {ENCODINGS.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        {exact && exact.encoding === encoding && (
          <>
            {' '}
            = {fmt(exact.exact)} tokens: the estimate of {fmt(exact.estimate)} is{' '}
            {exact.exact === 0
              ? 'not comparable (0 exact tokens)'
              : `${exact.estimate >= exact.exact ? '+' : ''}${(((exact.estimate - exact.exact) / exact.exact) * 100).toFixed(1)}% off`}
          </>
        )}
      </p>
      <TokenizerNotice />
    </>
  )
}
