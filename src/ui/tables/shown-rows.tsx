import { type ReactNode, useState } from 'react'
import { fmt } from '../format.ts'

/** Rows a long list shows at first, and adds per click. */
export const ROWS_PER_PAGE = 200

/**
 * How many of `total` rows a list renders, and the line under it that shows more. A table of 10,000 calls put
 * 20,000 rows in the page and every layout (a chart measuring its box, a tab switch) took seconds; the numbers
 * of every row stay in the report (and in a saved file or the CLI's JSON), only the page draws fewer.
 * @example const { shown, more } = useShownRows(report.calls.length); rows.slice(0, shown) … {more}
 */
export function useShownRows(
  total: number,
  what: string,
  page = ROWS_PER_PAGE,
): { shown: number; more: ReactNode } {
  const [shown, setShown] = useState(page)
  if (total <= shown) return { shown: total, more: null }
  const next = Math.min(page, total - shown)
  return {
    shown,
    more: (
      <p className="note small" data-testid="more-rows">
        The first {fmt(shown)} of {fmt(total)} {what} are shown, so the page stays responsive.{' '}
        <button type="button" onClick={() => setShown(shown + next)}>
          Show {fmt(next)} more
        </button>
      </p>
    ),
  }
}
