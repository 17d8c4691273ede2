import { useApp } from '../app/store-context.tsx'
import { ExactBesideSelect } from '../fields/ExactBesideSelect.tsx'
import { TokenizerNotice } from '../fields/TokenizerNotice.tsx'
import { fmt } from '../format.ts'

/** Seed 003's ~4 chars/token estimate of the turn beside an exact count (its tokenizer loads when chosen). */
export function ExactTurnTokens() {
  const encoding = useApp((s) => s.scenario.strategies.exactBeside)
  const exact = useApp((s) => s.report?.strategies?.turnExact)
  return (
    <>
      <p className="small" data-testid="turn-exact">
        <ExactBesideSelect ariaLabel="Exact count beside the turn estimate" />
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
