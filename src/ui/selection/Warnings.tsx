import { useApp } from '../app/store-context.tsx'
import { WarningsList } from '../notices/WarningsList.tsx'

/** The warnings of one place of the panel, shown where the problem is. */
export function Warnings({ where }: { where: string }) {
  const warnings = useApp((s) => s.report?.selection?.warnings)
  const mine = (warnings ?? []).filter((w) => w.where === where)
  return <WarningsList label={`Warnings: ${where}`} items={mine} />
}
