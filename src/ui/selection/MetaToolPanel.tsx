import { useEffect, useId, useState } from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { ScriptedCall } from '../../engine/index.ts'
import {
  MAX_TOOL_ITERATIONS,
  parseScriptedCalls,
  REQUEST_MORE_TOOLS_NAME,
  showScriptedCalls,
} from '../../state/engine.ts'
import { addIteration, removeIteration, setIterationCalls } from '../../state/selection-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { Warnings } from './StaleBadge.tsx'

function IterationEditor({ index, calls }: { index: number; calls: ScriptedCall[] }) {
  const edit = useApp((s) => s.edit)
  const id = useId()
  const [draft, setDraft] = useState(showScriptedCalls(calls))
  useEffect(() => {
    setDraft((d) =>
      showScriptedCalls(parseScriptedCalls(d)) === showScriptedCalls(calls) ? d : showScriptedCalls(calls),
    )
  }, [calls])
  return (
    <div className="sel-iter">
      <label htmlFor={id}>
        Iteration {index + 1}
        {index >= MAX_TOOL_ITERATIONS ? ' (never runs: past MAX_TOOL_ITERATIONS)' : ''}
      </label>
      <textarea
        id={id}
        rows={Math.max(1, Math.min(4, draft.split('\n').length))}
        value={draft}
        spellCheck={false}
        placeholder="(no calls: the model answers)"
        onChange={(e) => {
          setDraft(e.target.value)
          edit(setIterationCalls(index, parseScriptedCalls(e.target.value)), `sel.iter.${index}`)
        }}
      />
      <button
        type="button"
        className="icon"
        aria-label={`Remove iteration ${index + 1}`}
        onClick={() => edit(removeIteration(index))}
      >
        ×
      </button>
    </div>
  )
}

function copy(text: string, done: (ok: boolean) => void) {
  navigator.clipboard?.writeText(text).then(
    () => done(true),
    () => done(false),
  ) ?? done(false)
}

/** request_more_tools: its generated schema, scripted calls, and the iteration timeline. */
export function MetaToolPanel() {
  const report = useApp((s) => s.report?.selection)
  const iterations = useApp((s) => s.scenario.selection.iterations)
  const classified = useApp((s) => s.scenario.selection.classified)
  const categories = useApp((s) => s.scenario.selection.categories)
  const edit = useApp((s) => s.edit)
  const [copied, setCopied] = useState<string | null>(null)
  if (!report) return null
  const next = categories.find((c) => !classified.includes(c.name))?.name ?? categories[0]?.name ?? 'github'
  const json = JSON.stringify(report.metaTool.schema, null, 2)
  const loop = report.loop
  const chart = loop.iterations.map((it) => ({ name: `#${it.number}`, tools: it.toolCount }))
  const chartTable = {
    columns: [
      { key: 'name', label: 'iteration' },
      { key: 'tools', label: 'tools in the request' },
    ],
    rows: chart,
  }
  return (
    <section className="panel" aria-labelledby="sel-meta-h">
      <h2 id="sel-meta-h">request_more_tools</h2>
      <p className="muted small">
        First in the list of any non-empty selection, taking no slot; with nothing selected (plain chat) it is
        not offered at all. Each call re-runs the selection for the requested categories and appends the tools
        not already present (no cap); each LLM response costs one of MAX_TOOL_ITERATIONS ={' '}
        {MAX_TOOL_ITERATIONS} iterations. The schema is the one the project's code builds: every category of
        the catalog, sorted, listed in the description and again in the parameter.
        <SeedLink to="facts/004-meta" />
        <SeedLink to="facts/004-schema" />
        <SeedLink to="004/iterations" />
        <SeedLink to="facts/004-loaded" />
      </p>
      {report.plainChat && (
        <p className="sel-plain-chat" data-testid="sel-meta-plain-chat">
          Not offered: {report.plainChat.message}
          <SeedLink to="facts/004-plain-chat" />
        </p>
      )}
      <div className="sel-schema-head">
        <span className="small">
          {report.metaTool.offered ? 'Schema' : 'Schema (not sent in plain chat)'}:{' '}
          {fmt(report.metaTool.chars)} chars compact ≈ {fmt(report.metaTool.tokens)} tokens (chars/4 estimate)
        </span>
        <button
          type="button"
          className="small-btn"
          onClick={() =>
            copy(report.metaTool.json, (ok) => setCopied(ok ? 'Copied' : 'Copy failed: select the text'))
          }
        >
          Copy schema
        </button>
        {copied && (
          <span role="status" className="muted small">
            {copied}
          </span>
        )}
      </div>
      <ScrollRegion label="request_more_tools schema" className="sel-schema-box">
        <pre className="sel-schema" data-testid="sel-schema">
          {json}
        </pre>
      </ScrollRegion>
      <h3>Scripted LLM responses (one call per line)</h3>
      <p className="muted small">
        <code>request_more_tools(github, web) # reason</code> or a tool name; an empty iteration is the
        answer.
      </p>
      {iterations.map((it, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: iterations are positions
        <IterationEditor key={i} index={i} calls={it.calls} />
      ))}
      <div className="button-row">
        <button
          type="button"
          className="small-btn"
          onClick={() =>
            edit(addIteration({ name: REQUEST_MORE_TOOLS_NAME, categories: [next], reason: '' }))
          }
        >
          + Iteration: request_more_tools({next})
        </button>
      </div>
      <Warnings where="iterations" />
      <h3>Timeline</h3>
      {loop.plainChat ? (
        <p className="sel-plain-chat" data-testid="sel-timeline-plain-chat">
          Plain chat: one LLM call with no tools and no tool loop
          {loop.neverRun > 0
            ? `; the ${loop.neverRun === 1 ? 'scripted response never runs' : `${fmt(loop.neverRun)} scripted responses never run`}.`
            : '.'}
        </p>
      ) : (
        <div className="sel-timeline">
          <ScrollRegion label="Iterations">
            <table className="grid numbers" aria-label="Iterations">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col" className="r">
                    tools (incl. meta)
                  </th>
                  <th scope="col">what happens</th>
                  <th scope="col" className="r">
                    left (iterations)
                  </th>
                </tr>
              </thead>
              <tbody>
                {loop.iterations.map((it) => (
                  <tr
                    key={it.number}
                    data-testid={`iter-row-${it.number}`}
                    className={it.kind === 'unused' ? 'muted' : undefined}
                  >
                    <td>{it.number}</td>
                    <td className="r" data-col="tools">
                      {fmt(it.toolCount)}
                    </td>
                    <td>
                      {it.kind === 'answer' && 'the model answers without tools: the loop ends'}
                      {it.kind === 'open' && 'not scripted: the model uses its tools or answers'}
                      {it.kind === 'unused' && '—'}
                      {it.messages.map((m) => (
                        <div key={m.call} className="sel-msg">
                          <code>
                            {m.kind === 'meta'
                              ? `request_more_tools(${(iterations[it.number - 1]?.calls[m.call]?.categories ?? []).join(', ')})`
                              : m.name}
                          </code>{' '}
                          → <samp data-testid="sel-message">{m.content}</samp>
                        </div>
                      ))}
                    </td>
                    <td className="r">{it.left}</td>
                  </tr>
                ))}
                {loop.finalCallWithoutTools && (
                  <tr className="row-stop">
                    <td>final</td>
                    <td className="r">0</td>
                    <td colSpan={2}>iterations used up: one last LLM call with no tools</td>
                  </tr>
                )}
              </tbody>
            </table>
          </ScrollRegion>
          <ChartFrame
            label="Tools in the request, per iteration"
            file="tools-per-iteration"
            table={chartTable}
          >
            <ResponsiveContainer width="100%" height={150}>
              <BarChart data={chart} margin={{ top: 8, right: 8, bottom: 20, left: 0 }}>
                <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
                <XAxis
                  dataKey="name"
                  tick={{ fontSize: 11 }}
                  label={{ value: 'iteration', position: 'insideBottom', offset: -12, fontSize: 11 }}
                />
                <YAxis
                  allowDecimals={false}
                  width={40}
                  tick={{ fontSize: 11 }}
                  label={{ value: 'tools', angle: -90, position: 'insideLeft', fontSize: 11 }}
                />
                {chartTooltip(chartTable, 'name')}
                <Bar dataKey="tools" fill="#2f6fdb" isAnimationActive={false} maxBarSize={28} />
              </BarChart>
            </ResponsiveContainer>
          </ChartFrame>
        </div>
      )}
    </section>
  )
}
