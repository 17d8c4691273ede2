import { useState } from 'react'
import type { Price, SessionTimeline } from '../../engine/index.ts'
import { useApp } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import { SessionPanel } from '../cost/SessionPanel.tsx'
import { fmt } from '../format.ts'
import { FaultBoundary, Panels } from '../layout/FaultBoundary.tsx'
import { Stale } from '../token-budgets/Stale.tsx'
import { CostTable, PriceLine, payoffLine } from './CostTable.tsx'
import { RecordedPanel } from './RecordedPanel.tsx'
import { EventsTable, LossTable, WindowTable } from './SessionTables.tsx'
import './session.css'

const WindowChart = lazyChart(() => import('./WindowChart.tsx').then((m) => m.WindowChart), 340)
const LossChart = lazyChart(() => import('./LossChart.tsx').then((m) => m.LossChart), 260)
const CostChart = lazyChart(() => import('./CostChart.tsx').then((m) => m.CostChart), 260)

const NONE = ''

/**
 * The session timeline (issue 25 §2): the scenario's session replayed LLM call by LLM call under a harness —
 * the window by part with the harness's thresholds and events, and what its rules lost — and a second harness
 * beside it when one is picked.
 */
export default function SessionView() {
  const report = useApp((s) => s.report?.session)
  const [first, setFirst] = useState('anthropic-api')
  const [second, setSecond] = useState(NONE)
  const harnesses = report?.harnesses ?? []
  // The file's numbers go beside the harness that wrote them; else beside the harness picked first.
  const recordedFor = report?.producer ?? first
  const recorded = harnesses.find((h) => h.harness.id === recordedFor)
  const shown = [first, second]
    .filter((id) => id !== NONE)
    .map((id) => harnesses.find((h) => h.harness.id === id))
    .filter((h): h is SessionTimeline => h !== undefined)
  return (
    <div className="session-view">
      <Panels>
        <Stale />
        <SessionPanel />
        <section className="panel" aria-labelledby="session-pick-h">
          <div className="panel-head">
            <h2 id="session-pick-h">Harnesses</h2>
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor="session-harness">Replay under</label>
              <select id="session-harness" value={first} onChange={(e) => setFirst(e.target.value)}>
                {harnesses.map((h) => (
                  <option key={h.harness.id} value={h.harness.id}>
                    {h.harness.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="session-harness-b">Beside it</label>
              <select id="session-harness-b" value={second} onChange={(e) => setSecond(e.target.value)}>
                <option value={NONE}>(none)</option>
                {harnesses
                  .filter((h) => h.harness.id !== first)
                  .map((h) => (
                    <option key={h.harness.id} value={h.harness.id}>
                      {h.harness.label}
                    </option>
                  ))}
              </select>
            </div>
          </div>
        </section>
      </Panels>
      {!report ? (
        <p className="muted loading">Replaying the session…</p>
      ) : (
        <div className={shown.length > 1 ? 'session-columns two' : 'session-columns'}>
          {shown.map((t) => (
            <FaultBoundary key={t.harness.id} part="panel" resetKey={t}>
              <HarnessSession timeline={t} turns={report.turns} price={report.price} />
            </FaultBoundary>
          ))}
        </div>
      )}
      {recorded?.recorded && (
        <FaultBoundary part="panel" resetKey={recorded}>
          <section className="panel" aria-labelledby="session-recorded-h">
            <div className="panel-head">
              <h2 id="session-recorded-h">Recorded beside computed: {recorded.harness.label}</h2>
            </div>
            <RecordedPanel timeline={recorded} producer={report?.producer ?? null} />
          </section>
        </FaultBoundary>
      )}
    </div>
  )
}

function HarnessSession({
  timeline: t,
  turns,
  price,
}: {
  timeline: SessionTimeline
  turns: number
  price: Price | null
}) {
  const peak = t.calls.reduce((m, c) => Math.max(m, c.total), 0)
  const h = `session-${t.harness.id}-h`
  return (
    <section className="panel session-harness" aria-labelledby={h} data-harness={t.harness.id}>
      <div className="panel-head">
        <h2 id={h}>{t.harness.label}</h2>
        <span className="muted small">
          {fmt(turns)} turns · {fmt(t.callCount)} LLM calls · tokens in {t.fallback ? 'chars/4' : t.measure}
        </span>
      </div>
      <p className="small session-source">
        <b>Source:</b> {t.harness.source} · <b>Replays:</b> {t.replays}
      </p>
      <dl className="session-headline">
        <div>
          <dt>Largest window</dt>
          <dd data-testid="session-peak">{fmt(peak)} tokens</dd>
        </div>
        <div>
          <dt>Events</dt>
          <dd>{fmt(t.events.length)}</dd>
        </div>
        <div>
          <dt>Results lost</dt>
          <dd data-testid="session-lost">
            {fmt(t.totals.lostResults)} <span className="muted">({fmt(t.totals.lostTokens)} tokens)</span>
          </dd>
        </div>
        <div>
          <dt>Re-fetched</dt>
          <dd>
            {fmt(t.totals.refetches)} <span className="muted">({fmt(t.totals.refetchTokens)} tokens)</span>
          </dd>
        </div>
      </dl>
      <h3>The window before each LLM call</h3>
      <p className="muted small">
        System prompt and tool schemas are in every call; the harness’s own triggers count the conversation
        (the rest). Thresholds:{' '}
        {t.thresholds.map((x, i) => (
          <span key={x.id}>
            {i > 0 ? '; ' : ''}
            {x.label} {fmt(x.tokens)} tokens
            {/* The harnesses' own counts differ (opencode adds the call's output): say only when it is passed. */}
            {x.firstOver === null ? '' : ` (the conversation passes it at call ${fmt(x.firstOver)})`}
          </span>
        ))}
        .
      </p>
      {t.events.length === 0 && t.thresholds.some((x) => x.id !== 'window' && x.firstOver !== null) && (
        <p className="small session-note" role="note">
          The conversation passed the harness’s trigger, yet its rule removed nothing: it found nothing worth
          removing (a clearing of results no longer than the placeholder left in their place frees no tokens).
        </p>
      )}
      {/* The window's table has a column per part and per tool: under its chart, at the chart's full width. */}
      <WindowChart timeline={t} />
      <WindowTable timeline={t} />
      <h3>Events</h3>
      <EventsTable timeline={t} />
      <h3>What was lost, by tool</h3>
      <div className="session-pair">
        <LossChart timeline={t} />
        <LossTable timeline={t} />
      </div>
      <h3>The cost of every call, with caching as billed</h3>
      <PriceLine price={price} />
      <p className="small" data-testid="session-payoff">
        {payoffLine(t)}
      </p>
      <div className="session-pair">
        <CostChart timeline={t} />
        <CostTable timeline={t} />
      </div>
    </section>
  )
}
