import { useApp } from '../app/store-context.tsx'
import { WarningsList } from '../notices/WarningsList.tsx'

/** The report's warnings for one place of the view, shown where the problem is. */
export function TbWarnings({
  where,
}: {
  where: 'schemas' | 'window' | 'budgets' | 'measure' | 'transcript'
}) {
  const warnings = useApp((s) => s.report?.toolBudgets?.warnings)
  // A tokenizer that failed to load is named on the report (report.tokenizers): say why here too.
  const failed = useApp((s) => s.report?.tokenizers?.failed)
  const why =
    where === 'measure' && failed && Object.keys(failed).length > 0
      ? ` (it failed to load: ${Object.values(failed).join('; ')})`
      : ''
  const mine = (warnings ?? [])
    .filter((w) => w.where === where)
    .map((w) => ({ message: w.message, after: why }))
  return (
    <WarningsList
      label={`Warnings: ${where}`}
      items={mine}
      role={where === 'window' ? 'alert' : 'status'}
      testId={`tb-warning-${where}`}
    />
  )
}
