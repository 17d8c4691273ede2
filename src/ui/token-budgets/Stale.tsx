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
  // A tokenizer that failed to load is named on the report (report.tokenizers): say why here too.
  const failed = useApp((s) => s.report?.tokenizers?.failed)
  const mine = (warnings ?? []).filter((w) => w.where === where)
  if (mine.length === 0) return null
  const why =
    where === 'measure' && failed && Object.keys(failed).length > 0
      ? ` (it failed to load: ${Object.values(failed).join('; ')})`
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
