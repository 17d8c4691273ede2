import { ACTION_KINDS, KIND_INFO } from '../../state/engine.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'

/** Seed 000's "What counts" and "Exempt actions" tables, with how many actions of each kind the log has. */
export function KindsTable() {
  const byKind = useApp((s) => s.report?.planner?.counts.byKind)
  const unknownMode = useApp((s) => s.scenario.planner.unknownActions)
  if (!byKind) return null
  const count = (kind: string) => byKind.filter((k) => k.kind === kind).reduce((n, k) => n + k.count, 0)
  const unknown = count('unknown')
  return (
    <details className="pl-kinds" open>
      <summary>What counts (seed 000), and how many of each the log has</summary>
      <table className="grid" aria-label="What counts">
        <thead>
          <tr>
            <th scope="col">action</th>
            <th scope="col">counts?</th>
            <th scope="col">why (seed)</th>
            <th scope="col" className="r">
              in log
            </th>
          </tr>
        </thead>
        <tbody>
          {ACTION_KINDS.map((kind) => {
            const info = KIND_INFO[kind]
            return (
              <tr key={kind} data-kind={kind}>
                <td>{info.label}</td>
                <td className={info.counted ? 'pl-counts' : 'pl-exempt'}>
                  {info.counted ? 'counts 1' : 'exempt'}
                </td>
                <td className="small muted">{info.why}</td>
                <td className="r">{fmt(count(kind))}</td>
              </tr>
            )
          })}
          <tr data-kind="unknown">
            <td>Unknown name</td>
            <td className={unknownMode === 'count' ? 'pl-counts' : 'pl-exempt'}>
              {unknownMode === 'count' ? 'counts 1' : 'exempt'}
            </td>
            <td className="small muted">your choice (below)</td>
            <td className="r">{fmt(unknown)}</td>
          </tr>
        </tbody>
      </table>
    </details>
  )
}
