import type { SessionTimeline, TimelineEvent } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { bandsOf } from './parts.ts'

/** Rows drawn in a table at most; the chart's Copy CSV holds every one. */
const MAX_ROWS = 300

/** An event's results in one line: per tool, how many and the tokens they lost. */
function resultsLine(e: TimelineEvent): string {
  const byTool = new Map<string, { n: number; tokens: number }>()
  for (const r of e.results) {
    const t = byTool.get(r.tool) ?? { n: 0, tokens: 0 }
    t.n++
    t.tokens += r.tokens
    byTool.set(r.tool, t)
  }
  if (byTool.size === 0) return 'no results (messages only)'
  return [...byTool].map(([tool, t]) => `${tool} ×${fmt(t.n)} (${fmt(t.tokens)} tokens)`).join(', ')
}

/** The window chart's numbers: each call's window by part, in tokens. */
export function WindowTable({ timeline: t }: { timeline: SessionTimeline }) {
  const bands = bandsOf(t)
  const rows = t.calls.slice(0, MAX_ROWS)
  const eventsAt = new Map<number, string[]>()
  for (const e of t.events) eventsAt.set(e.call, [...(eventsAt.get(e.call) ?? []), e.kind])
  return (
    <div className="session-table">
      <ScrollRegion label={`${t.harness.label}: window per LLM call, scrollable`} className="session-scroll">
        <table className="grid numbers" data-testid="session-window-table">
          <caption className="sr-only">Tokens of the window before each LLM call, by part</caption>
          <thead>
            <tr>
              <th className="r">call</th>
              <th className="r">turn</th>
              {bands.map((b) => (
                <th key={b.key} className="r">
                  {b.label}
                </th>
              ))}
              <th className="r">window (tokens)</th>
              <th>event</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.call}>
                <td className="r">{fmt(c.call)}</td>
                <td className="r">{fmt(c.turn)}</td>
                {bands.map((b) => (
                  <td key={b.key} className="r">
                    {fmt(b.read(c))}
                  </td>
                ))}
                <td className="r">
                  <b>{fmt(c.total)}</b>
                </td>
                <td>{eventsAt.get(c.call)?.join(', ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {t.calls.length > rows.length && (
        <p className="muted small">
          The first {fmt(rows.length)} of {fmt(t.calls.length)} rows; Copy CSV holds every one.
        </p>
      )}
    </div>
  )
}

/** Every event: before which call, what fired, and what it removed. */
export function EventsTable({ timeline: t }: { timeline: SessionTimeline }) {
  if (t.events.length === 0)
    return <p className="muted small">No event: nothing was cleared, pruned, masked, cut or compacted.</p>
  const rows = t.events.slice(0, MAX_ROWS)
  return (
    <ScrollRegion label={`${t.harness.label}: events, scrollable`} className="session-scroll">
      <table className="grid numbers" data-testid="session-events-table">
        <caption className="sr-only">Events of the session and what each removed</caption>
        <thead>
          <tr>
            <th className="r">before call</th>
            <th>event</th>
            <th className="r">prompt before (tokens)</th>
            <th className="r">after (tokens)</th>
            <th className="r">removed (tokens)</th>
            <th>results reached</th>
            <th>rule</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={`${e.call}-${e.kind}`}>
              <td className="r">{fmt(e.call)}</td>
              <td>{e.kind}</td>
              <td className="r">{fmt(e.tokensBefore)}</td>
              <td className="r">{fmt(e.tokensAfter)}</td>
              <td className="r">{fmt(e.removedTokens)}</td>
              <td className="small">{resultsLine(e)}</td>
              <td className="small muted">{e.rule}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {t.events.length > rows.length && (
        <p className="muted small">
          The first {fmt(rows.length)} of {fmt(t.events.length)} events.
        </p>
      )}
    </ScrollRegion>
  )
}

/** The loss chart's numbers, per tool, with the session's totals. */
export function LossTable({ timeline: t }: { timeline: SessionTimeline }) {
  return (
    <div className="session-table">
      <table className="grid numbers" data-testid="session-loss-table">
        <caption className="sr-only">Results lost and re-fetched, by tool</caption>
        <thead>
          <tr>
            <th>tool</th>
            <th className="r">results</th>
            <th className="r">lost</th>
            <th className="r">lost (tokens)</th>
            <th className="r">re-fetched</th>
            <th className="r">re-fetched (tokens)</th>
          </tr>
        </thead>
        <tbody>
          {t.losses.map((l) => (
            <tr key={l.tool}>
              <th scope="row">{l.tool}</th>
              <td className="r">{fmt(l.results)}</td>
              <td className="r">{fmt(l.lostResults)}</td>
              <td className="r">{fmt(l.lostTokens)}</td>
              <td className="r">{fmt(l.refetches)}</td>
              <td className="r">{fmt(l.refetchTokens)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">all tools</th>
            <td className="r">{fmt(t.losses.reduce((s, l) => s + l.results, 0))}</td>
            <td className="r">{fmt(t.totals.lostResults)}</td>
            <td className="r">{fmt(t.totals.lostTokens)}</td>
            <td className="r">{fmt(t.totals.refetches)}</td>
            <td className="r">{fmt(t.totals.refetchTokens)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="muted small">
        A re-fetch is a later call asking the same tool with the same arguments after the earlier result was
        cut, cleared, masked or summarized away: the policy’s hidden cost.
      </p>
    </div>
  )
}
