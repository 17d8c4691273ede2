import { useApp } from '../app/store-context.tsx'

/** Pins the scenario being edited as A, to compare what changes next (B) against it on every tab. */
export function PinButton() {
  const pinned = useApp((s) => s.pinned !== null)
  const pin = useApp((s) => s.pin)
  if (pinned) return null
  return (
    <button
      type="button"
      onClick={pin}
      title="Keep this scenario as A; change anything, and see A beside B on every tab"
      data-testid="pin-a"
    >
      Pin as A
    </button>
  )
}
