import { useEffect, useState } from 'react'

/**
 * `flag`, once it has stayed true for `ms`: an "updating…" that shows only for an update that takes a while.
 * Quick ones change nothing on the page (inserting an animated badge on every keystroke and taking it out a frame
 * later cost each keystroke a style, layout and layer update).
 * @example const shown = useDelayedFlag(updating, 300)
 */
export function useDelayedFlag(flag: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!flag) {
      setHeld(false)
      return
    }
    const t = setTimeout(() => setHeld(true), ms)
    return () => clearTimeout(t)
  }, [flag, ms])
  return flag && held
}
