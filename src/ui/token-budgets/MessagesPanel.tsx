import type { MessageRow } from '../../engine/index.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { useShownRows } from '../tables/shown-rows.tsx'
import { showMarker } from './CallsPanel.tsx'

const MARK_TEXT = {
  truncated: 'truncated (budget)',
  pruned: 'pruned (older)',
  protected: 'protected: not pruned',
  recent: 'recent: kept whole',
  dropped: 'dropped with its turn',
} as const

function Excerpt({ m }: { m: MessageRow }) {
  if (m.marks.includes('dropped')) return <span className="muted">not sent</span>
  const text = m.text ?? `${m.head}\n… (middle not shown) …\n${m.tail}`
  const short = text.length > 240 ? `${text.slice(0, 120)} … ${text.slice(-100)}` : text
  return <code className="tb-excerpt">{short}</code>
}

/** What the model actually receives, message by message: what each keeps, and why. */
export function MessagesPanel() {
  const report = useApp((s) => s.report?.toolBudgets)
  const { shown, more } = useShownRows(report?.messages.length ?? 0, 'messages')
  if (!report) return null
  const unit = report.measure.unit
  return (
    <section className="panel" aria-labelledby="tb-messages-h">
      <h2 id="tb-messages-h">What the model receives</h2>
      <p className="muted small">
        Messages come from the pasted conversation (if any), the user’s message, then the scenario’s batches:
        each batch is one turn, an assistant message with its tool calls followed by their results. Older
        turns’ results are cut to the prune limit unless protected; turns are kept or dropped whole, so a call
        is never separated from its result.
        {report.droppedTurns.length > 0 &&
          ` Dropped to fit: turn ${report.droppedTurns.map((t) => t + 1).join(', ')}.`}
      </p>
      <ScrollRegion label="Messages as received">
        <table className="grid numbers tb-messages" aria-label="Messages as received">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">message</th>
              <th scope="col" className="r">
                raw (chars)
              </th>
              <th scope="col" className="r">
                kept (chars)
              </th>
              <th scope="col" className="r">
                {unit}
              </th>
              <th scope="col">what happened</th>
            </tr>
          </thead>
          <tbody>
            {report.messages.slice(0, shown).map((m, i) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every report; plain messages repeat
                key={i}
                data-testid={`tb-msg-${i}`}
                className={m.marks.includes('dropped') ? 'tb-dropped' : undefined}
              >
                <td>{i + 1}</td>
                <td>
                  <strong>{m.role}</strong>
                  {m.turn !== null && <span className="muted"> · turn {m.turn + 1}</span>}
                  {m.source === 'transcript' && <span className="tag">transcript</span>}
                  {m.tool && <span className="tool-name"> · {m.tool}</span>}
                  <div>
                    <Excerpt m={m} />
                  </div>
                </td>
                <td className="r">{fmt(m.rawChars)}</td>
                <td className="r" data-col="kept">
                  {fmt(m.keptChars)}
                </td>
                <td className="r">{fmt(m.tokens)}</td>
                <td>
                  {m.marks.length === 0 ? (
                    <span className="muted">whole</span>
                  ) : (
                    m.marks.map((k) => MARK_TEXT[k]).join('; ')
                  )}
                  {m.markers.map((mk) => (
                    <div key={mk}>
                      <code className="tb-marker">{showMarker(mk)}</code>
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {more}
      </ScrollRegion>
      <details className="tb-choices">
        <summary>Where seed 002 is silent: our choices</summary>
        <ul className="small">
          <li>
            Pruning runs whenever there are older turns; PraisonAI’s optimiser runs it once the context passes
            its compact threshold (80% of the window).
          </li>
          <li>
            “Most recent” counts turns, not messages (PraisonAI keeps the last 5 messages), so the boundary
            never falls between a call and its result.
          </li>
          <li>
            Still over the window after pruning: the oldest whole turns are dropped (if the box is ticked).
          </li>
          <li>
            Message framing is PraisonAI’s own estimate (4 a message, 10 a tool call, 10 a result id, 3 a
            list), in every measure.
          </li>
          <li>
            Error results are truncated like any other: PraisonAI’s truncate_tool_output has no notion of
            them.
          </li>
          <li>
            A share of the window is floor(window × % / 100), at least 1; a prune limit in chars is × 4 chars
            a token.
          </li>
        </ul>
      </details>
    </section>
  )
}
