import { selectIsStale } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'

/** Says the numbers below are the last good ones while a field is invalid or the engine failed. */
export function StaleBadge() {
  const stale = useApp(selectIsStale)
  const engineError = useApp((s) => s.engineError)
  if (!stale) return null
  return (
    <span className="badge stale-badge" role="status">
      stale: {engineError ? 'the engine failed' : 'fix the highlighted field'}; showing the last good result
    </span>
  )
}
