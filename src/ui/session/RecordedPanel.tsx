import type { RecordedProducer, SessionTimeline } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { pct, signed } from './money.ts'

const PRODUCERS: Record<RecordedProducer, string> = {
  'claude-code': 'a Claude Code session (its usage records cache writes)',
  'codex-cli': 'a Codex rollout (its token_count records the model’s context window)',
}

const errorText = (e: { calls: number; meanAbsPct: number | null; maxAbsPct: number | null }) =>
  e.meanAbsPct === null || e.maxAbsPct === null
    ? 'no call to compare'
    : `mean ${e.meanAbsPct.toFixed(1)}%, max ${e.maxAbsPct.toFixed(1)}% absolute difference over ${fmt(e.calls)} call${e.calls === 1 ? '' : 's'}`

/**
 * The session file's own numbers beside what the playground computes for this harness, call by call, with the
 * difference and the error stated (issue 25 §2: the honesty check), and where the harness really compacted.
 */
export function RecordedPanel({
  timeline: t,
  producer,
}: {
  timeline: SessionTimeline
  producer: RecordedProducer | null
}) {
  const r = t.recorded
  if (!r) return null
  const emulated =
    r.emulated.length === 0
      ? 'never fires in this replay'
      : `fires before call ${r.emulated.map(fmt).join(', ')}`
  return (
    <div className="session-recorded" data-testid="session-recorded">
      <p className="small">
        {producer
          ? `The file is ${PRODUCERS[producer]}: its numbers are set beside ${t.harness.label}.`
          : `The file’s producer is not told by its usage: its numbers are set beside the harness picked, ${t.harness.label}.`}{' '}
        Computed input is what the file holds as {t.harness.label} sends it; a session file leaves out the
        harness’s own system prompt and tool schemas (and an excerpt its earlier turns), which the provider
        billed.
      </p>
      <p className="session-error" data-testid="session-recorded-error">
        <b>Error, input tokens:</b> {errorText(r.input)}. <b>Cache reads:</b> {errorText(r.cacheRead)}.
        {r.notCompared > 0
          ? ` ${fmt(r.notCompared)} recorded response${r.notCompared === 1 ? '' : 's'} with usage (a reply between calls) ha${r.notCompared === 1 ? 's' : 've'} no call in the replay: not compared.`
          : ''}
      </p>
      {r.compactions.map((c) => (
        <p key={`${c.atBatch}-${c.preTokens}-${c.trigger}`} className="small session-note" role="note">
          The harness compacted {c.call === null ? 'after the last call' : `before call ${fmt(c.call)}`}
          {c.preTokens === null ? '' : ` at ${fmt(c.preTokens)} tokens`}
          {c.trigger === null ? '' : ` (${c.trigger})`}; the emulated compaction {emulated}.
        </p>
      ))}
      {r.compactions.length === 0 && r.emulated.length > 0 && (
        <p className="small session-note" role="note">
          The file records no compaction; the emulated one {emulated}.
        </p>
      )}
      <div className="session-table">
        <ScrollRegion
          label={`${t.harness.label}: recorded beside computed, scrollable`}
          className="session-scroll"
        >
          <table className="grid numbers" data-testid="session-recorded-table">
            <caption className="sr-only">
              Recorded and computed input, cache read and cache write tokens per call
            </caption>
            <thead>
              <tr>
                <th className="r">call</th>
                <th className="r">input recorded</th>
                <th className="r">computed</th>
                <th className="r">difference</th>
                <th className="r">%</th>
                <th className="r">cache read recorded</th>
                <th className="r">computed</th>
                <th className="r">difference</th>
                <th className="r">cache write recorded</th>
                <th className="r">computed</th>
                <th className="r">difference</th>
              </tr>
            </thead>
            <tbody>
              {r.rows.map((x) => (
                <tr key={x.call}>
                  <td className="r">{fmt(x.call)}</td>
                  <td className="r">{fmt(x.recorded.input)}</td>
                  <td className="r">{fmt(x.computed.input)}</td>
                  <td className="r">{signed(x.diff.input)}</td>
                  <td className="r">{pct(x.inputPct)}</td>
                  <td className="r">{fmt(x.recorded.cacheRead)}</td>
                  <td className="r">{fmt(x.computed.cacheRead)}</td>
                  <td className="r">{signed(x.diff.cacheRead)}</td>
                  <td className="r">{fmt(x.recorded.cacheWrite)}</td>
                  <td className="r">{fmt(x.computed.cacheWrite)}</td>
                  <td className="r">{signed(x.diff.cacheWrite)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </div>
  )
}
