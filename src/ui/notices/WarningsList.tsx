import type { ReactNode } from 'react'

/** One warning or problem the engine reported, as a list shows it. */
export interface WarningItem {
  message: string
  /** Its key when the message alone may repeat. */
  key?: string
  /** `data-kind`, for a problem of a named kind. */
  kind?: string
  /** Said after the message (why, in this view's words). */
  after?: ReactNode
}

/**
 * The engine's warnings for one place of a view, shown where the problem is: one note a warning. Nothing when there
 * are none. `role` is `alert` where the warning blocks the result, else `status`; `testId` marks each item.
 */
export function WarningsList({
  label,
  items,
  className,
  role,
  testId,
}: {
  label: string
  items: readonly WarningItem[]
  className?: string
  role?: 'alert' | 'status'
  testId?: string
}) {
  if (items.length === 0) return null
  return (
    <ul className={className ? `sel-warnings ${className}` : 'sel-warnings'} aria-label={label}>
      {items.map((w) => (
        <li key={w.key ?? w.message} className="note" role={role} data-kind={w.kind} data-testid={testId}>
          {w.message}
          {w.after}
        </li>
      ))}
    </ul>
  )
}
