import { useEffect, useState } from 'react'

/** Monaco needs workers (and a real layout engine); where there are none (jsdom) the textarea stays. */
export const canUseMonaco = () => typeof Worker === 'function' && typeof ResizeObserver === 'function'

/**
 * Whether an editor should swap its textarea for Monaco: once the page is idle after it mounts, where Monaco can
 * run, unless `hold` (then only through the returned setter, on a click).
 */
export function useMonacoWanted(hold = false): [boolean, (wanted: boolean) => void] {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!canUseMonaco() || hold) return
    const t = setTimeout(() => setWanted(true), 0)
    return () => clearTimeout(t)
  }, [hold])
  return [wanted, setWanted]
}
