import { type ReactNode, useEffect, useRef, useState } from 'react'

interface Props {
  /** What scrolls, as a screen reader announces the region ("Every tool, scrollable"). */
  label: string
  className?: string
  children: ReactNode
  testId?: string
  /**
   * Show that it scrolls sideways: while content lies past an edge, that edge fades and a "scroll →" line above
   * says so (its buttons scroll by most of a view). For a wide table whose cut-off column would otherwise look
   * like the end of the table.
   */
  edges?: boolean
}

/** Where the content lies beyond the box: nothing, or past its left and/or right edge. */
interface Overflow {
  scrolls: boolean
  left: boolean
  right: boolean
}

const NONE: Overflow = { scrolls: false, left: false, right: false }

/** What of `el`'s content is out of view now (1 px of slack for rounding). */
function overflowOf(el: HTMLElement): Overflow {
  const wide = el.scrollWidth > el.clientWidth + 1
  return {
    scrolls: wide || el.scrollHeight > el.clientHeight + 1,
    left: wide && el.scrollLeft > 1,
    right: wide && el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
  }
}

const same = (a: Overflow, b: Overflow) => a.scrolls === b.scrolls && a.left === b.left && a.right === b.right

/**
 * A box that may scroll (a wide or long table, a schema). While its content overflows it is in the tab order,
 * so a keyboard user can focus it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable); while everything fits it is no extra tab stop. With `edges`, what lies past
 * its left or right edge is shown (see Props.edges).
 */
export function ScrollRegion({ label, className = '', children, testId, edges = false }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [overflow, setOverflow] = useState<Overflow>(NONE)
  const update = (el: HTMLElement) => {
    const next = overflowOf(el)
    setOverflow((now) => (same(now, next) ? now : next))
  }
  // Measured after every render: the content (a table growing rows) and the box (the window's width) both
  // decide whether it overflows. The observer measures each element it is given once layout is done, so
  // nothing is read here: reading sizes right after a commit forced a layout of the whole page per region,
  // 100 ms of a 100-turn transcript's opening (profiled in Chromium).
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() => update(el))
    observer.observe(el)
    for (const child of el.children) observer.observe(child)
    return () => observer.disconnect()
  })
  const region = (
    <section
      ref={ref}
      className={`table-scroll ${className}`.trim()}
      aria-label={`${label}, scrollable`}
      tabIndex={overflow.scrolls ? 0 : undefined}
      data-testid={testId}
      onScroll={edges ? (e) => update(e.currentTarget) : undefined}
    >
      {children}
    </section>
  )
  if (!edges) return region
  const by = (sign: number) => {
    const el = ref.current
    el?.scrollBy({ left: sign * Math.max(40, el.clientWidth * 0.8), behavior: 'smooth' })
  }
  const sideways = overflow.left || overflow.right
  // The buttons are for the pointer: the keyboard scrolls the focusable region with its arrow keys, and buttons
  // that enable and disable as it scrolls would move the Tab order under the user's hand.
  return (
    <div className="scroll-edges">
      {sideways && (
        <div className="scroll-hint small muted" data-testid="scroll-hint">
          <span>Wider than the window:</span>
          <button
            type="button"
            disabled={!overflow.left}
            tabIndex={-1}
            onClick={() => by(-1)}
            title="Show the columns on the left"
          >
            ← scroll
          </button>
          <button
            type="button"
            disabled={!overflow.right}
            tabIndex={-1}
            onClick={() => by(1)}
            title="Show the columns on the right"
          >
            scroll →
          </button>
        </div>
      )}
      <div className={`scroll-box${overflow.left ? ' more-left' : ''}${overflow.right ? ' more-right' : ''}`}>
        {region}
      </div>
    </div>
  )
}
