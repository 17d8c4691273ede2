import { useState } from 'react'
import type { CostPart } from '../../engine/index.ts'
import { COST_PARTS } from '../../state/engine.ts'
import { formatPercent, formatUsd } from '../../state/format-amount.ts'
import { useApp } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { Stale } from '../token-budgets/Stale.tsx'
import { colorOf } from './colors.ts'
import { PricesPanel } from './PricesPanel.tsx'
import { SessionPanel } from './SessionPanel.tsx'
import './cost.css'
import { Panels } from '../layout/FaultBoundary.tsx'

const CumulativeChart = lazyChart(() => import('./CumulativeChart.tsx').then((m) => m.CumulativeChart), 290)

export const PART_NAMES: Record<CostPart, string> = {
  system: 'System prompt',
  toolSchemas: 'Tool schemas',
  history: 'History (messages, tool calls, replies)',
  toolOutputs: 'Tool outputs',
  output: 'Output (written by the model)',
}

/** Tokens and dollars over a session (issue 13 §3): the settings and prices left, the session right. */
export default function CostView() {
  return (
    <div className="columns cost-view">
      <div className="col settings">
        <Panels>
          <Stale />
          <SessionPanel />
          <PricesPanel />
        </Panels>
      </div>
      <div className="col cost-results">
        <Panels>
          <TotalsPanel />
          <CumulativePanel />
          <CallsPanel />
        </Panels>
      </div>
    </div>
  )
}

function TotalsPanel() {
  const r = useApp((s) => s.report?.cost)
  if (!r) return <p className="muted loading">Pricing the session…</p>
  const t = r.session.totals
  const input = t.input
  return (
    <section className="panel" aria-labelledby="cost-totals-h">
      <div className="panel-head">
        <h2 id="cost-totals-h">
          The session: {fmt(r.session.turns.length)} turns, {fmt(r.session.callCount)} LLM calls
        </h2>
        <span className="muted small">
          your settings · tokens in {r.fallback ? 'chars/4' : r.measure}
          {r.price ? ` · priced as ${r.price.model}` : ' · no price row'}
        </span>
      </div>
      <dl className="cost-headline">
        <div>
          <dt>Without caching</dt>
          <dd data-testid="cost-uncached">{formatUsd(t.dollars.uncached)}</dd>
        </div>
        <div>
          <dt>With prompt caching</dt>
          <dd data-testid="cost-cached">{formatUsd(t.dollars.cached)}</dd>
          <dd className="cost-sub" data-testid="cost-cached-1h">
            5-minute writes · {formatUsd(r.cachedWith1h)} with 1-hour writes
          </dd>
        </div>
        <div>
          <dt>Spent on tool outputs</dt>
          <dd data-testid="cost-tool-share">
            {formatPercent(t.toolOutputShare.uncached)}{' '}
            <span className="muted">/ {formatPercent(t.toolOutputShare.cached)} cached</span>
          </dd>
        </div>
        <div>
          <dt>Tokens sent</dt>
          <dd>
            {fmt(input)}{' '}
            <span className="cost-sub">
              ({fmt(t.cachedInput)} read from the cache, {fmt(t.cacheWrite)} written)
            </span>
          </dd>
        </div>
      </dl>
      <PayoffLine />
      <table className="grid numbers cost-parts">
        <caption className="sr-only">Tokens of the session by part</caption>
        <thead>
          <tr>
            <th>Part</th>
            <th className="r">tokens</th>
            <th className="r">share</th>
            <th className="r">per call (mean)</th>
          </tr>
        </thead>
        <tbody>
          {COST_PARTS.map((p) => (
            <tr key={p}>
              <th scope="row">{PART_NAMES[p]}</th>
              <td className="r">{fmt(t.parts[p])}</td>
              <td className="r">{formatPercent(t.parts[p] / Math.max(1, input + t.output))}</td>
              <td className="r">{fmt(Math.round(t.parts[p] / Math.max(1, r.session.callCount)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Call `index` of turn `turn` as the calls table names it. */
const callName = (p: { turn: number; index: number }) => `turn ${fmt(p.turn)}, call ${fmt(p.index + 1)}`

/** When the pruning of older turns pays for itself: the cache it busts against the tokens it saves. */
function PayoffLine() {
  const r = useApp((s) => s.report?.cost)
  const p = r?.payoff
  if (!p) return null
  if (p.firstPruned === null)
    return (
      <p className="small muted" data-testid="cost-payoff">
        Pruning never changes a result in this session: the cache is never busted by it.
      </p>
    )
  return (
    <p className="small cost-payoff" data-testid="cost-payoff">
      Pruning first changes the prompt at {callName(p.firstPruned)}: the cache is read only up to the first
      result it cuts, and everything after is written again.{' '}
      {p.paysAt ? (
        <>
          It pays for itself at <strong>{callName(p.paysAt)}</strong>, where the session has cost no more than
          it would unpruned
        </>
      ) : (
        <>
          It <strong>never pays for itself</strong> in these {fmt(r.session.turns.length)} turns: the rewrites
          cost more than the tokens it saves
        </>
      )}{' '}
      ({formatUsd(p.with)} pruned, {formatUsd(p.without)} never pruned, with caching).
    </p>
  )
}

function CumulativePanel() {
  const r = useApp((s) => s.report?.cost)
  const [caching, setCaching] = useState(true)
  if (!r) return null
  const series = r.frameworks.map((f) => ({
    id: f.id,
    label: f.label,
    color: colorOf(f.id),
    cumulative: f.cumulative,
    strong: f.id === 'yours',
  }))
  const key = caching ? 'cached' : 'uncached'
  return (
    <section className="panel" aria-labelledby="cost-cumulative-h">
      <div className="panel-head">
        <h2 id="cost-cumulative-h">Cumulative cost by turn, every framework</h2>
        <label className="small">
          <input type="checkbox" checked={caching} onChange={(e) => setCaching(e.target.checked)} /> with
          prompt caching
        </label>
      </div>
      <p className="muted small">
        The same batches under each framework’s rules (see the Replay tab), priced alike. Tool outputs stay in
        the history and are resent on every later call until pruned, so each turn costs more than the one
        before.
      </p>
      <CumulativeChart series={series} caching={caching} />
      <table className="grid numbers">
        <caption className="sr-only">Cost of the whole session by framework</caption>
        <thead>
          <tr>
            <th>Framework</th>
            <th className="r">after turn 1</th>
            <th className="r">whole session</th>
            <th className="r">on tool outputs</th>
          </tr>
        </thead>
        <tbody>
          {r.frameworks.map((f) => (
            <tr key={f.id} className={f.id === 'yours' ? 'chosen' : undefined}>
              <th scope="row">
                <span className="swatch-dot" style={{ background: colorOf(f.id) }} aria-hidden="true" />{' '}
                {f.label}
                {f.source && <div className="small muted cost-source">{f.source}</div>}
              </th>
              <td className="r">{formatUsd(f.cumulative[0]?.[key] ?? 0)}</td>
              <td className="r">{formatUsd(f.totals[key])}</td>
              <td className="r">{formatPercent(f.toolOutputShare[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function CallsPanel() {
  const r = useApp((s) => s.report?.cost)
  if (!r) return null
  const { calls, callCount } = r.session
  return (
    <section className="panel" aria-labelledby="cost-calls-h">
      <div className="panel-head">
        <h2 id="cost-calls-h">Tokens sent per LLM call (your settings)</h2>
        {calls.length < callCount && (
          <span className="muted small">
            the first {fmt(calls.length)} of {fmt(callCount)} calls
          </span>
        )}
      </div>
      <ScrollRegion label="Tokens sent per LLM call" className="cost-calls-scroll">
        <table className="grid numbers">
          <thead>
            <tr>
              <th>turn</th>
              <th>call</th>
              <th className="r">system</th>
              <th className="r">schemas</th>
              <th className="r">history</th>
              <th className="r">tool outputs</th>
              <th className="r">input</th>
              <th
                className="r"
                title="input tokens read from the cache (the previous prompt up to its first changed block) / written to it at the write price"
              >
                cache read / write
              </th>
              <th className="r">output</th>
              <th className="r">$</th>
              <th className="r">$ cached</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((c) => (
              <tr key={`${c.turn}-${c.index}`}>
                <td>{c.turn}</td>
                <td className="nowrap">{c.kind === 'reply' ? 'reply' : `tools ${c.index + 1}`}</td>
                <td className="r">{fmt(c.parts.system)}</td>
                <td className="r">{fmt(c.parts.toolSchemas)}</td>
                <td className="r">{fmt(c.parts.history)}</td>
                <td className="r">{fmt(c.parts.toolOutputs)}</td>
                <td className="r">{fmt(c.input)}</td>
                <td className="r nowrap">
                  {fmt(c.cachedInput)} / {fmt(c.cacheWrite)}
                </td>
                <td className="r">{fmt(c.output)}</td>
                <td className="r">{formatUsd(c.dollars.uncached)}</td>
                <td className="r">{formatUsd(c.dollars.cached)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}
