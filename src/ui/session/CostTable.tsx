import type { Price, SessionTimeline } from '../../engine/index.ts'
import { cacheWritePrice } from '../../state/engine.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { usd } from './money.ts'

/** Rows drawn at most; the cost chart's Copy CSV holds every call. */
const MAX_ROWS = 300

/** The price row every call is billed at, with its cache prices and where they were read. */
export function PriceLine({ price }: { price: Price | null }) {
  if (!price)
    return (
      <p className="small session-note" role="note" data-testid="session-price">
        No price row is named for the session’s model (Cost tab): every dollar below is $0.
      </p>
    )
  const per = (n: number) => `$${n}`
  return (
    <p className="small" data-testid="session-price">
      <b>Billed at</b> {price.model}, per million tokens: input {per(price.input)} · cache read{' '}
      {per(price.cachedInput)} · cache write 5 m {per(cacheWritePrice(price, '5m'))} (1 h{' '}
      {per(cacheWritePrice(price, '1h'))}) · output {per(price.output)}
      {price.minCacheTokens === undefined ? '' : ` · cached from ${fmt(price.minCacheTokens)} tokens`}. Writes
      priced at the 5-minute lifetime. <b>Source:</b> {price.source === '' ? 'your own row' : price.source}
      {price.taken === '' ? '' : `, read ${price.taken}`}; cache terms from the provider’s pages (CACHE_TERMS)
      where the row has none.
    </p>
  )
}

/** When the harness's events pay for themselves, in one sentence. */
export function payoffLine(t: SessionTimeline): string {
  const c = t.cost
  if (c.firstEvent === null)
    return 'No event changed the prompt: nothing to pay back, the cache holds throughout.'
  const saved = c.withoutEvents - c.totals.dollars
  const head = `The first event busts the cache at call ${fmt(c.firstEvent)}.`
  if (c.paysAt === null)
    return `${head} It never pays for itself in this session: ${usd(c.totals.dollars)} against ${usd(c.withoutEvents)} without the events.`
  return `${head} It pays for itself at call ${fmt(c.paysAt)}, where the tokens saved outweigh the cache rewritten; over the session ${saved >= 0 ? `${usd(saved)} saved` : `${usd(-saved)} more`} (${usd(c.totals.dollars)} against ${usd(c.withoutEvents)}).`
}

/** Every call as billed: input read from the cache, written to it and uncached, output, dollars. */
export function CostTable({ timeline: t }: { timeline: SessionTimeline }) {
  const rows = t.cost.calls.slice(0, MAX_ROWS)
  return (
    <div className="session-table">
      <ScrollRegion label={`${t.harness.label}: cost per LLM call, scrollable`} className="session-scroll">
        <table className="grid numbers" data-testid="session-cost-table">
          <caption className="sr-only">Each LLM call's input tokens by cache use, output and dollars</caption>
          <thead>
            <tr>
              <th className="r">call</th>
              <th className="r">cache read</th>
              <th className="r">cache written</th>
              <th className="r">uncached</th>
              <th className="r">output</th>
              <th className="r">$ (cached)</th>
              <th className="r">$ so far</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={`${c.call}-${c.kind}`}>
                <td className="r">
                  {fmt(c.call)}
                  {c.kind === 'summary' ? ' (summary)' : ''}
                </td>
                <td className="r">{fmt(c.cacheRead)}</td>
                <td className="r">{fmt(c.cacheWrite)}</td>
                <td className="r">{fmt(c.uncached)}</td>
                <td className="r">{fmt(c.output)}</td>
                <td className="r">{usd(c.dollars)}</td>
                <td className="r">{usd(c.cumulative)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {t.cost.calls.length > MAX_ROWS && (
        <p className="muted small">
          The first {MAX_ROWS} of {fmt(t.cost.callCount)} calls; the chart’s Copy CSV has
          {t.cost.sampled ? ' the drawn ones' : ' every one'}.
        </p>
      )}
    </div>
  )
}
