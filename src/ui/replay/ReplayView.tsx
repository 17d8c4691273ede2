import type { CSSProperties } from 'react'
import type { ReceivedCall, ReplayColumn } from '../../engine/index.ts'
import { formatPercent, formatUsd } from '../../state/format-amount.ts'
import { useApp } from '../app/store-context.tsx'
import { colorOf } from '../cost/colors.ts'
import { fmt } from '../format.ts'
import { EdgeScrollRegion } from '../layout/EdgeScrollRegion.tsx'
import { StaleBadge } from '../notices/StaleBadge.tsx'
import './replay.css'
import { HarnessConfigCode } from '../config-code/panels.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { HarnessRules } from './HarnessRules.tsx'

/** Rows shown call by call; a longer turn shows its first ones (every total counts them all). */
const MAX_CALL_ROWS = 200

/** A marker as the model reads it: newlines shown as ⏎ so a leading newline is visible. */
const showMarker = (m: string) => m.replaceAll('\n', '⏎')

function Cell({ call }: { call: ReceivedCall | undefined }) {
  if (!call) return <td className="rp-none">not run</td>
  return (
    <td className={call.truncated ? 'rp-cut' : undefined}>
      <div className="rp-nums">
        {fmt(call.deliveredChars)} <span className="muted">chars · {fmt(call.tokens)} tok</span>
      </div>
      <div className="small muted">
        {call.truncated
          ? `kept ${fmt(call.keptChars)} of ${fmt(call.rawChars)}${call.budget === null ? '' : `; budget ${fmt(call.budget)} ${call.budgetUnit}`}`
          : call.budget === null && !call.harness
            ? 'whole (no budget)'
            : 'whole'}
      </div>
      {call.harness && (
        <div className="small muted" data-testid="rp-harness-rule">
          {call.harness.rule} · {fmt(call.harness.measure.value)} {call.harness.measure.unit}
        </div>
      )}
      {call.harness?.warnings.map((w) => (
        <div key={w} className="small rp-warning" title="shown to the user, not the model">
          ⚠ {w}
        </div>
      ))}
      {call.markers.map((m) => (
        <code key={m} className="rp-marker" title="the exact notice the model receives">
          {showMarker(m)}
        </code>
      ))}
    </td>
  )
}

/**
 * Replay under every framework (issue 13 §2): the scenario's batches as each framework preset, each harness
 * (issue 25: its own rules, source and parameters shown in its column) and your own settings send them to the
 * model, call by call, with where each stops, its context against its window and what the session costs.
 */
export default function ReplayView() {
  const replay = useApp((s) => s.report?.replay)
  const batches = useApp((s) => s.scenario.batches)
  if (!replay) return <p className="muted loading">Replaying the batches under every framework…</p>
  const columns = replay.columns
  const rows = batches
    .flatMap((b, i) => b.calls.map((c, j) => ({ i, j, tool: c.tool })))
    .slice(0, MAX_CALL_ROWS)
  const callAt = (c: ReplayColumn, i: number, j: number) =>
    c.iterations.find((it) => it.index === i)?.calls[j]
  const total = batches.reduce((t, b) => t + b.calls.length, 0)
  return (
    <div className="replay-view">
      <section className="panel" aria-labelledby="rp-h">
        <div className="panel-head">
          <h2 id="rp-h">
            {fmt(batches.length)} batch{batches.length === 1 ? '' : 'es'}, {fmt(total)} calls, under every
            framework
          </h2>
          <StaleBadge />
        </div>
        <p className="muted small">
          Each column runs this scenario’s batches through one framework’s own rules (your tools and outputs
          stay): the seed frameworks with their preset applied to your settings; Claude Code, Codex CLI, the
          Anthropic API, Gemini CLI, opencode, OpenHands, LangChain and deepagents by their own code and
          documentation, taking none of your settings (their session rules, clearing, pruning and compaction,
          are listed under each). Per call: what its model receives, the exact notice, where its guards stop
          the turn, the context of the turn’s last LLM call against its window, and the session priced on the
          Cost tab ({replay.price ? replay.price.model : 'no price row'}).
        </p>
        {/* Each column gets at least its CSS minimum (--rp-cols sets the table's least width); past the
            window's width the table scrolls, and says so (edges). */}
        <EdgeScrollRegion label="Every framework’s column" className="rp-scroll">
          <table className="grid rp-table" style={{ '--rp-cols': columns.length } as CSSProperties}>
            <thead>
              <tr>
                <th scope="col">Call</th>
                {columns.map((c) => (
                  <th key={c.framework.id} scope="col" className="rp-head">
                    <span
                      className="swatch-dot"
                      style={{ background: colorOf(c.framework.id) }}
                      aria-hidden="true"
                    />{' '}
                    {c.framework.label}
                    {/* beside the name: the source under it is clamped to three lines */}
                    {c.framework.sourcePassage && (
                      <>
                        {' '}
                        <SeedLink to={c.framework.sourcePassage} />
                      </>
                    )}
                    <div className="rp-source small muted" title={c.framework.source}>
                      {c.framework.source}
                    </div>
                    {c.framework.harness && <HarnessRules harness={c.framework.harness} />}
                    <div className="small muted">
                      in {c.fallback ? 'chars/4' : c.measure}
                      {c.fallback ? ` (${c.measure} not loaded)` : ''}
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ i, j, tool }) => (
                <tr key={`${i}-${j}`}>
                  <th scope="row" className="rp-call">
                    <span className="muted">
                      {i + 1}.{j + 1}
                    </span>{' '}
                    <span className="tool-name">{tool}</span>
                  </th>
                  {columns.map((c) => (
                    <Cell key={c.framework.id} call={callAt(c, i, j)} />
                  ))}
                </tr>
              ))}
              {rows.length < total && (
                <tr>
                  <td colSpan={columns.length + 1} className="muted small">
                    The first {fmt(rows.length)} of {fmt(total)} calls; the totals below count every one.
                  </td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Turn</th>
                {columns.map((c) => (
                  <td key={c.framework.id} data-testid={`rp-turn-${c.framework.id}`}>
                    <div className="rp-nums">
                      {fmt(c.turnTotals.deliveredChars)}{' '}
                      <span className="muted">chars · {fmt(c.turnTotals.tokens)} tok</span>
                    </div>
                    <div className="small muted">
                      {fmt(c.iterations.length)} iteration{c.iterations.length === 1 ? '' : 's'},{' '}
                      {fmt(c.turnTotals.truncated)} cut
                    </div>
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Stops</th>
                {columns.map((c) => (
                  <td key={c.framework.id} className={c.stop || c.capped ? 'rp-stop' : undefined}>
                    {c.stop ? (
                      <>
                        after iteration {c.stop.afterIteration}: <code>{c.stop.message}</code>
                      </>
                    ) : c.capped ? (
                      c.capped.message
                    ) : (
                      <span className="muted">runs every iteration, then replies</span>
                    )}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Context</th>
                {columns.map((c) => (
                  <td key={c.framework.id}>
                    <div className="rp-nums">
                      {fmt(c.context.tokens)}{' '}
                      <span className="muted">of {fmt(c.context.windowTokens)} tok</span>
                    </div>
                    <div
                      className={`rp-bar${c.context.overflow ? ' over' : ''}`}
                      role="img"
                      aria-label={`${formatPercent(c.context.share)} of the window`}
                    >
                      <span style={{ width: `${Math.min(100, 100 * c.context.share)}%` }} />
                    </div>
                    <div className="small muted">
                      {formatPercent(c.context.share)}
                      {c.context.overflow ? ' — overflows' : ''} · window: {c.framework.windowSource}
                      {c.framework.windowPassage && <SeedLink to={c.framework.windowPassage} />}
                    </div>
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Session</th>
                {columns.map((c) => (
                  <td key={c.framework.id}>
                    <div className="rp-nums">{formatUsd(c.session.totals.dollars.uncached)}</div>
                    <div className="small muted">
                      {formatUsd(c.session.totals.dollars.cached)} cached ·{' '}
                      {formatPercent(c.session.totals.toolOutputShare.uncached)} on tool outputs
                    </div>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </EdgeScrollRegion>
      </section>
      <HarnessConfigCode />
    </div>
  )
}
