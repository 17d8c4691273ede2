import { RegionBox, type ScrollRegionProps, useOverflow } from './ScrollRegion.tsx'

/**
 * A `ScrollRegion` that shows it scrolls sideways: while content lies past an edge, that edge fades and a
 * "scroll →" line above says so (its buttons scroll by most of a view). For a wide table whose cut-off column
 * would otherwise look like the end of the table. Apart from ScrollRegion.tsx: no table of the first page needs it.
 */
export function EdgeScrollRegion(props: ScrollRegionProps) {
  const measure = useOverflow()
  const { ref, overflow, update } = measure
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
        <RegionBox {...props} measure={measure} onScroll={(e) => update(e.currentTarget)} />
      </div>
    </div>
  )
}
