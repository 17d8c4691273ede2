import { type ReactNode, type UIEventHandler, useEffect, useRef, useState } from 'react'

export interface ScrollRegionProps {
  /** What scrolls, as a screen reader announces the region ("Every tool, scrollable"). */
  label: string
  className?: string
  children: ReactNode
  testId?: string
}

/** Where the content lies beyond the box: nothing, or past its left and/or right edge. */
export interface Overflow {
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

/** The overflow of the element `ref` is given, measured as it is laid out; `update` measures it again (a scroll). */
export function useOverflow() {
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
  return { ref, overflow, update }
}

/** The scrolling box itself, given its measure (`useOverflow`). */
export function RegionBox({
  label,
  className = '',
  children,
  testId,
  measure,
  onScroll,
}: ScrollRegionProps & { measure: ReturnType<typeof useOverflow>; onScroll?: UIEventHandler<HTMLElement> }) {
  return (
    <section
      ref={measure.ref}
      className={`table-scroll ${className}`.trim()}
      aria-label={`${label}, scrollable`}
      tabIndex={measure.overflow.scrolls ? 0 : undefined}
      data-testid={testId}
      onScroll={onScroll}
    >
      {children}
    </section>
  )
}

/**
 * A box that may scroll (a wide or long table, a schema). While its content overflows it is in the tab order,
 * so a keyboard user can focus it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable); while everything fits it is no extra tab stop. `EdgeScrollRegion` also shows
 * what lies past its left or right edge.
 */
export function ScrollRegion(props: ScrollRegionProps) {
  return <RegionBox {...props} measure={useOverflow()} />
}
