import { useMemo, useState } from 'react'
import type { ToolStatus } from '../../engine/index.ts'
import { setToolAvailable } from '../../state/selection-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'

export const STATUS_LABEL: Record<ToolStatus, string> = {
  selected: 'selected',
  redistributed: 'selected (redistributed)',
  duplicate: 'skipped (duplicate)',
  unavailable: 'skipped (unavailable)',
  'over-quota': 'over per_cat',
  cut: 'starved (cut)',
  'not-reached': 'starved (not reached)',
  'loaded-later': 'loaded later',
  'not-classified': 'not classified',
}
const TAG: Record<ToolStatus, string> = {
  selected: 'ok',
  redistributed: 'ok',
  duplicate: '',
  unavailable: 'err',
  'over-quota': 'warn',
  cut: 'cut',
  'not-reached': 'cut',
  'loaded-later': 'ok',
  'not-classified': '',
}
const SHOWN = 300

/** Every tool of every category under the chosen strategy: its fate, its slot, and why. */
export function ToolsPanel() {
  const rows = useApp((s) => s.report?.selection?.rows)
  const unavailableList = useApp((s) => s.scenario.selection.unavailable)
  const unavailable = useMemo(() => new Set(unavailableList), [unavailableList])
  const edit = useApp((s) => s.edit)
  const [filter, setFilter] = useState<ToolStatus | 'all'>('all')
  if (!rows) return null
  const shown = rows.rows.filter((r) => filter === 'all' || r.status === filter)
  const statuses = (Object.keys(STATUS_LABEL) as ToolStatus[]).filter((s) => rows.counts[s] > 0)
  return (
    <section className="panel" aria-labelledby="sel-tools-h">
      <div className="panel-head">
        <h2 id="sel-tools-h">Every tool, and why</h2>
        <select
          aria-label="Show tools"
          value={filter}
          onChange={(e) => setFilter(e.target.value as ToolStatus | 'all')}
        >
          <option value="all">all ({fmt(rows.total)})</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]} ({fmt(rows.counts[s])})
            </option>
          ))}
        </select>
      </div>
      <p className="muted small">
        Untick a tool to take it out of <code>all_tools_map</code> (a disabled skill): every category that
        lists it skips it.
      </p>
      <p className="muted small" data-testid="sel-status-counts">
        {statuses.map((s) => `${STATUS_LABEL[s]}: ${fmt(rows.counts[s])}`).join(' · ')}
      </p>
      <ScrollRegion label="Every tool" className="sel-tools-scroll">
        <table className="grid numbers sel-tools" aria-label="Every tool">
          <thead>
            <tr>
              <th scope="col">category</th>
              <th scope="col" title="In all_tools_map: select_tools may pick it">
                available
              </th>
              <th scope="col">tool</th>
              <th scope="col" className="r">
                slot
              </th>
              <th scope="col">status</th>
              <th scope="col">why</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, SHOWN).map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tool may appear under several categories
              <tr key={i} data-status={r.status}>
                <td className="tool-name" title={r.category}>
                  {r.entry >= 0 ? `${r.entry + 1}. ` : ''}
                  {r.category}
                </td>
                <td className="c">
                  <input
                    type="checkbox"
                    aria-label={`${r.tool} available (in all_tools_map)`}
                    checked={!unavailable.has(r.tool)}
                    onChange={(e) => edit(setToolAvailable(r.tool, e.target.checked))}
                  />
                </td>
                <td className="tool-name" title={r.tool}>
                  {r.tool}
                </td>
                <td className="r">{r.slot ?? '—'}</td>
                <td>
                  <span className={`tag ${TAG[r.status]}`}>{STATUS_LABEL[r.status]}</span>
                </td>
                <td className="sel-why">{r.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {(shown.length > SHOWN || rows.total > rows.rows.length) && (
        <p className="muted small">
          Listed: the first {fmt(Math.min(SHOWN, shown.length))} rows of {fmt(rows.total)} (the counts above
          are complete).
        </p>
      )}
    </section>
  )
}
