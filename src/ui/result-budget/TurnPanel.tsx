import { lazy, Suspense } from 'react'
import type { TurnEnd, TurnReport } from '../../engine/index.ts'
import { selectBatch } from '../../state/iteration-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import { fmt, plural } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

// The exact count beside seed 003's estimate is ours, not the seed's: it loads after the first paint.
const ExactTurnTokens = lazy(() =>
  import('./ExactTurnTokens.tsx').then((m) => ({ default: m.ExactTurnTokens })),
)
const TurnChart = lazyChart(() => import('./TurnChart.tsx').then((m) => m.TurnChart), 250)

function endText(end: TurnEnd): { headline: string; detail: string } {
  switch (end.kind) {
    case 'final-reply':
      return {
        headline: 'Turn completes: the model writes its final reply',
        detail: `No guard tripped before LLM call ${end.beforeLlmCall + 1}.`,
      }
    case 'no-tool-calls':
      return {
        headline: 'Turn completes: iteration without tool calls',
        detail: `Iteration #${end.batchIndex + 1} has no calls, which is a final reply; later iterations never run.`,
      }
    case 'max-calls':
      return {
        headline: end.message,
        detail: `Checked before LLM call ${end.beforeLlmCall + 1}: ${plural(end.totalCalls, 'call')} ≥ maxToolCallsPerTurn.`,
      }
    case 'identical-calls':
      return {
        headline: end.message,
        detail: `Checked before LLM call ${end.beforeLlmCall + 1}: ${end.tool} has ${plural(end.count, 'call')} ≥ maxIdenticalToolCalls.`,
      }
    case 'consecutive-identical':
      return {
        headline: end.message,
        detail: `Checked before LLM call ${end.beforeLlmCall + 1} (Ethos today): the last ${fmt(end.count)} calls had the same name and arguments ≥ maxConsecutiveIdenticalCalls.`,
      }
  }
}

/** seed 003's turn guards over all iterations: where the turn stops, with the project's own message. */
export function TurnPanel() {
  const turn = useApp((s) => s.report?.turn)
  const totals = useApp((s) => s.report?.turnTotals)
  const view = useApp((s) => s.view)
  const batchCount = useApp((s) => s.scenario.batches.length)
  if (!turn || !totals) return null
  const { headline, detail } = endText(turn.end)
  const stopped = turn.end.kind !== 'final-reply' && turn.end.kind !== 'no-tool-calls'

  return (
    <section className="panel" aria-labelledby="turn-h">
      <h2 id="turn-h">Turn: guards across iterations</h2>
      <div className={`turn-end ${stopped ? 'stopped' : 'completed'}`} role="status" data-testid="turn-end">
        <strong>{headline}</strong>
        <span className="muted small">
          {detail}
          <SeedLink to="facts/003-guards" />
          {stopped && <SeedLink to="facts/003-messages" />}
        </span>
      </div>
      <p className="small">
        {fmt(turn.batchesRun)} of {plural(batchCount, 'iteration')} ran ·{' '}
        {plural(turn.totalCalls, 'tool call')} · {fmt(totals.deliveredChars)} chars delivered ≈{' '}
        {fmt(totals.approxTokens)} tokens at 4 chars/token ({(totals.shareOfWindow * 100).toFixed(1)}% of a
        200k-token window, seed 003's math)
        <SeedLink to="003/why-80k" />
      </p>
      <Suspense fallback={null}>
        <ExactTurnTokens />
      </Suspense>
      <TurnChart turn={turn} />
      <TurnTable turn={turn} onSelect={(i) => view(selectBatch(i))} />
    </section>
  )
}

function TurnTable({ turn, onSelect }: { turn: TurnReport; onSelect: (i: number) => void }) {
  return (
    <table className="grid numbers" aria-label="Guard checks per LLM call">
      <thead>
        <tr>
          <th scope="col">LLM call</th>
          <th scope="col" className="r">
            calls so far
          </th>
          <th scope="col">busiest tool so far</th>
          <th scope="col">outcome</th>
          <th scope="col" className="r">
            calls in batch
          </th>
          <th scope="col" className="r">
            calls after
          </th>
        </tr>
      </thead>
      <tbody>
        {turn.iterations.map((it) => (
          <tr key={it.llmCall} className={it.outcome === 'stopped' ? 'row-stop' : undefined}>
            <td>{it.llmCall + 1}</td>
            <td className="r">{fmt(it.totalCallsBefore)}</td>
            <td>{it.topToolBefore ? `${it.topToolBefore.tool} × ${fmt(it.topToolBefore.count)}` : '—'}</td>
            <td>
              {it.outcome === 'ran-batch' ? (
                <button type="button" className="link" onClick={() => onSelect(it.llmCall)}>
                  ran iteration #{it.llmCall + 1}
                </button>
              ) : it.outcome === 'stopped' ? (
                'stopped before this call'
              ) : (
                'final reply'
              )}
            </td>
            <td className="r">{it.outcome === 'ran-batch' ? fmt(it.callsInBatch) : '—'}</td>
            <td className="r">{fmt(it.totalCallsAfter)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
