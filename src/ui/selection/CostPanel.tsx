import type { CostRow } from '../../engine/index.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt, plural } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`

/** What the tool schemas cost in context (chars, and seed 004's chars/4 estimate), and what a client drops. */
export function CostPanel() {
  const report = useApp((s) => s.report?.selection)
  if (!report) return null
  const { cost, client } = report
  const LABEL: Record<CostRow['key'], (r: CostRow) => string> = {
    selected: (r) =>
      r.withMeta ? `request_more_tools + ${plural(r.tools - 1, 'selected tool')}` : 'plain chat: no tools',
    final: (r) => `after the loop: ${plural(r.tools, 'tool')}`,
    all: (r) => `every tool: ${plural(r.tools, 'tool')}`,
  }
  const rows = cost.lists.map((r) => ({ ...r, label: LABEL[r.key](r) }))
  const widest = Math.max(cost.windowTokens, ...rows.map((r) => r.tokens))
  const outcome = [
    ['first request', client.initial],
    ['after the loop', client.final],
    ['every tool', client.all],
  ] as const
  return (
    <section className="panel" aria-labelledby="sel-cost-h">
      <h2 id="sel-cost-h">Schema cost in context</h2>
      <table className="grid numbers" aria-label="Schema cost">
        <caption className="muted small">
          Chars of each schema's compact Ollama-format JSON. A tool with no pasted schema counts its name and
          description only ({fmt(cost.allEstimated)} of {fmt(cost.allCount)} here): a floor, not a real size.
          Tokens are seed 004's estimate, chars / 4; the window is qwen3:8b's 32,000 as that project counts
          it.
          <SeedLink to="facts/004-window" />
        </caption>
        <thead>
          <tr>
            <th scope="col">tool list</th>
            <th scope="col" className="r">
              schemas (chars)
            </th>
            <th scope="col" className="r">
              ≈ tokens (chars/4)
            </th>
            <th scope="col" className="r">
              of 32,000-token window
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`cost-row-${r.key}`}>
              <td>{r.label}</td>
              <td className="r" data-col="chars">
                {fmt(r.chars)}
              </td>
              <td className="r" data-col="tokens">
                {fmt(r.tokens)}
              </td>
              <td className="r">{pct(r.tokens, cost.windowTokens)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sel-bars" aria-hidden="true">
        {rows.map((r) => (
          <div key={r.key} className="sel-bar-row">
            <span className="sel-bar-label">
              {r.key === 'all' ? 'every tool' : r.key === 'final' ? 'after loop' : 'selected'}
            </span>
            <span className="sel-bar" style={{ width: `${(100 * r.tokens) / widest}%` }} />
            <span className="sel-bar-value">{fmt(r.tokens)} tok</span>
          </div>
        ))}
        <div className="sel-bar-row">
          <span className="sel-bar-label">window</span>
          <span className="sel-bar window" style={{ width: `${(100 * cost.windowTokens) / widest}%` }} />
          <span className="sel-bar-value">{fmt(cost.windowTokens)} tok</span>
        </div>
      </div>
      <h3>{client.limit.label}</h3>
      {client.limit.kind === 'none' ? (
        <p className="muted small">Pick a client above to see which tools it would not send.</p>
      ) : (
        <table className="grid numbers" aria-label="Client limit">
          <thead>
            <tr>
              <th scope="col">list</th>
              <th scope="col" className="r">
                requested (tools)
              </th>
              <th scope="col" className="r">
                seen (tools)
              </th>
              <th scope="col">not seen directly</th>
            </tr>
          </thead>
          <tbody>
            {outcome.map(([name, o]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className="r">{fmt(o.requested)}</td>
                <td className="r">{o.rejected ? 'rejected' : fmt(o.sent)}</td>
                <td className="sel-why">
                  {o.droppedCount === 0
                    ? '—'
                    : `${fmt(o.droppedCount)}${client.limit.kind === 'group' ? ' grouped' : o.rejected ? ' (request fails)' : ' dropped'}: ${o.dropped.slice(0, 8).join(', ')}${o.droppedCount > 8 ? ', …' : ''}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
