import { useRef } from 'react'
import type { ToolBudgetsReport } from '../../engine/index.ts'
import { useApp } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import { ExactBesideSelect } from '../fields/ExactBesideSelect.tsx'
import { fmt } from '../format.ts'
import { errorOf } from './CallsPanel.tsx'
import { PART_LABELS } from './parts.ts'
import { TbWarnings } from './Stale.tsx'

const WindowChart = lazyChart(() => import('./WindowChart.tsx').then((m) => m.WindowChart), 200)

const pct = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '—')

/**
 * The window composer: each part in the chosen measure beside PraisonAI's reservation for it, the headroom, and a
 * warning when the parts overflow. While the pasted schemas are broken, the last composition that had them is
 * kept on screen, marked stale.
 */
export function ComposerPanel() {
  const report = useApp((s) => s.report?.toolBudgets)
  const lastGood = useRef<ToolBudgetsReport | null>(null)
  if (report?.schemas.ok) lastGood.current = report
  const shown = report?.schemas.ok ? report : (lastGood.current ?? report)
  if (!shown) return <p className="muted loading">Computing the window…</p>
  const staleSchemas = report !== undefined && !report.schemas.ok && shown !== report
  const { composition: c, measure } = shown
  const unit = measure.unit
  const beside = shown.exactBeside?.loaded ? shown.exactBeside : null
  return (
    <section className="panel" aria-labelledby="tb-composer-h">
      <div className="panel-head">
        <h2 id="tb-composer-h">What fills the window</h2>
        {staleSchemas && (
          <span className="badge stale-badge" role="status">
            stale: the tool schemas do not read; showing the last window that had them
          </span>
        )}
      </div>
      <p className="muted small">
        {unit === 'chars' ? (
          <>
            In <strong>chars</strong>
          </>
        ) : (
          <>
            In {unit} of <strong>{measure.fallback ? 'chars/4' : measure.id}</strong>
          </>
        )}
        {measure.exact ? ' (exact)' : ' (an estimate)'}
        {measure.fallback ? `: ${measure.id} did not load` : ''}.
        {measure.charsPerToken !== null &&
          ` The window and the budgeter’s reservations are tokens: counted here at ${measure.charsPerToken} chars a token (${fmt(c.windowTokens / measure.charsPerToken)} tokens = ${fmt(c.windowTokens)} chars).`}{' '}
        Tool outputs are what the model receives after seed 002’s truncation and the history pruning.
      </p>
      {c.overflow ? (
        <p className="tb-overflow" role="alert" data-testid="tb-overflow">
          Overflow: the parts need {fmt(c.totalTokens)} {unit}, {fmt(-c.headroomTokens)} more than the{' '}
          {fmt(c.windowTokens)}-{unit.slice(0, -1)} window.
        </p>
      ) : (
        <p className="tb-headroom" data-testid="tb-headroom">
          Headroom: {fmt(c.headroomTokens)} {unit} of {fmt(c.windowTokens)} (
          {pct(c.headroomTokens, c.windowTokens)})
        </p>
      )}
      <TbWarnings where="window" />
      {unit === 'tokens' && !measure.exact && (
        <p className="small" data-testid="tb-exact-beside">
          <ExactBesideSelect ariaLabel="Exact count beside the window estimate" />{' '}
          <span className="muted">
            {shown.exactBeside && !shown.exactBeside.loaded
              ? `${shown.exactBeside.encoding} is loading (or failed to load).`
              : 'Shared with the other tabs’ exact counts.'}
          </span>
        </p>
      )}
      <WindowChart composition={c} unit={unit} />
      <table className="grid numbers" aria-label="Window parts">
        <thead>
          <tr>
            <th scope="col">part</th>
            <th scope="col" className="r">
              used ({unit}){beside && <div className="muted small">exact {beside.encoding} (error)</div>}
            </th>
            <th scope="col" className="r">
              of window
            </th>
            <th scope="col" className="r">
              budgeter reserves ({unit})
            </th>
          </tr>
        </thead>
        <tbody>
          {c.parts.map((p) => (
            <tr key={p.id} data-testid={`tb-part-${p.id}`} className={p.overReserved ? 'tb-over' : undefined}>
              <td>{PART_LABELS[p.id]}</td>
              <td className="r">
                {/* data-col on the number alone: the exact line below is not part of it */}
                <span data-col="used">{fmt(p.tokens)}</span>
                {beside && beside.parts[p.id] !== undefined && (
                  <div
                    className="muted small"
                    data-col="exact"
                    title={`The text sent, counted by ${beside.encoding}; the estimate's error`}
                  >
                    {fmt(beside.parts[p.id] as number)} exact (
                    {errorOf(p.tokens, beside.parts[p.id] as number)})
                  </div>
                )}
              </td>
              <td className="r">{pct(p.tokens, c.windowTokens)}</td>
              <td className="r">
                {p.id === 'framing'
                  ? `buffer ${fmt(p.reserved)}`
                  : p.id === 'history'
                    ? `rest: ${fmt(p.reserved)}`
                    : fmt(p.reserved)}
                {p.overReserved && <span className="tag warn"> over</span>}
              </td>
            </tr>
          ))}
          <tr className="total">
            <td>total</td>
            <td className="r" data-testid="tb-total">
              {fmt(c.totalTokens)}
            </td>
            <td className="r">{pct(c.totalTokens, c.windowTokens)}</td>
            <td className="r">
              reserved {fmt(c.allocation.reservedTotal)} + history {fmt(c.allocation.historyBudget)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="muted small">
        PraisonAI’s budgeter: usable = window − output reserve = {fmt(c.allocation.usable)}; history = max(0,{' '}
        {fmt(c.allocation.usable)} − {fmt(c.allocation.fixedTotal)}) = {fmt(c.allocation.historyBudget)}{' '}
        {unit}. Rules, skills and memory are reserved but have no text here.
      </p>
    </section>
  )
}
