import { type ReactNode, useEffect, useRef, useState } from 'react'

interface Props {
  /** What scrolls, as a screen reader announces the region ("Every tool, scrollable"). */
  label: string
  className?: string
  children: ReactNode
  testId?: string
}

/**
 * A box that may scroll (a wide or long table, a schema). While its content overflows it is in the tab order,
 * so a keyboard user can focus it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable); while everything fits it is no extra tab stop.
 */
export function ScrollRegion({ label, className = '', children, testId }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [scrolls, setScrolls] = useState(false)
  // Measured after every render: the content (a table growing rows) and the box (the window's width) both
  // decide whether it overflows. The observer measures each element it is given once layout is done, so
  // nothing is read here: reading sizes right after a commit forced a layout of the whole page per region,
  // 100 ms of a 100-turn transcript's opening (profiled in Chromium).
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() =>
      setScrolls(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
    )
    observer.observe(el)
    for (const child of el.children) observer.observe(child)
    return () => observer.disconnect()
  })
  return (
    <section
      ref={ref}
      className={`table-scroll ${className}`.trim()}
      aria-label={`${label}, scrollable`}
      tabIndex={scrolls ? 0 : undefined}
      data-testid={testId}
    >
      {children}
    </section>
  )
}
