import { selectIsStale } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'

/** Says the numbers below are the last good ones while a field is invalid or the engine failed. */
export function StaleBadge() {
  const stale = useApp(selectIsStale)
  const engineError = useApp((s) => s.engineError)
  if (!stale) return null
  return (
    <span className="badge stale-badge" role="status">
      stale: {engineError ? 'the engine failed' : 'fix the highlighted field'}; showing the last good result
    </span>
  )
}

/** The warnings of one place of the panel, shown where the problem is. */
export function Warnings({ where }: { where: string }) {
  const warnings = useApp((s) => s.report?.selection?.warnings)
  const mine = (warnings ?? []).filter((w) => w.where === where)
  if (mine.length === 0) return null
  return (
    <ul className="sel-warnings" aria-label={`Warnings: ${where}`}>
      {mine.map((w) => (
        <li key={w.message} className="note">
          {w.message}
        </li>
      ))}
    </ul>
  )
}
