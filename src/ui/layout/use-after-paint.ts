import { startTransition, useEffect, useState } from 'react'

/** When the browser draws no frames (a hidden tab), the value still arrives after this long. */
const NO_FRAME_MS = 200

/**
 * `value`, once the frame that shows the rest of the page's update has been painted: for a part that is slow to
 * draw (a chart, an editor's decorations of a long text), so an edit's numbers reach the screen first and the
 * slow part follows in the next task. A newer value before then replaces the older, which is never drawn. The
 * first value is there at once.
 * @example const shown = useAfterPaint(props)
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    // Interruptible, as a deferred value is: a keystroke meanwhile is not held up by the chart's render.
    const apply = () => startTransition(() => setShown(value))
    let afterFrame: ReturnType<typeof setTimeout> | undefined
    // A task queued from a frame's callbacks runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(apply, 0)
    })
    const noFrame = setTimeout(apply, NO_FRAME_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(afterFrame)
      clearTimeout(noFrame)
    }
  }, [shown, value])
  return shown
}
