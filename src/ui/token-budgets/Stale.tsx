import { selectIsStale } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'

/** Says the numbers below are the last good ones while a field is invalid or the engine failed. */
export function Stale() {
  const stale = useApp(selectIsStale)
  const engineError = useApp((s) => s.engineError)
  if (!stale) return null
  return (
    <span className="badge stale-badge" role="status">
      stale: {engineError ? 'the engine failed' : 'fix the highlighted field'}; showing the last good result
    </span>
  )
}

/** The report's warnings for one place of the view, shown where the problem is. */
export function TbWarnings({
  where,
}: {
  where: 'schemas' | 'window' | 'budgets' | 'measure' | 'transcript'
}) {
  const warnings = useApp((s) => s.report?.toolBudgets?.warnings)
  // The worker names a tokenizer that failed to load on the report (its strategies part): say why here too.
  const loadErrors = useApp((s) => s.report?.strategies?.loadErrors)
  const mine = (warnings ?? []).filter((w) => w.where === where)
  if (mine.length === 0) return null
  const why =
    where === 'measure' && loadErrors && Object.keys(loadErrors).length > 0
      ? ` (it failed to load: ${Object.values(loadErrors).join('; ')})`
      : ''
  return (
    <ul className="sel-warnings" aria-label={`Warnings: ${where}`}>
      {mine.map((w) => (
        <li
          key={w.message}
          className="note"
          role={where === 'window' ? 'alert' : 'status'}
          data-testid={`tb-warning-${where}`}
        >
          {w.message}
          {why}
        </li>
      ))}
    </ul>
  )
}
