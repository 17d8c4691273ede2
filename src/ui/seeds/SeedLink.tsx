import type { PassageId } from '../../engine/index.ts'
import { useMaybeAppStore } from '../app/store-context.tsx'
import './seed-link.css'

/**
 * A small link from a formula, default or marker to the seed passage it comes from: opens the reader with the
 * passage highlighted. It names the seed from the passage id alone, so it adds nothing to the first paint.
 * @example <SeedLink to="003/even-split" />
 */
export function SeedLink({ to }: { to: PassageId }) {
  // A panel drawn alone (its own test) has no store: the link is there, with nowhere to open.
  const store = useMaybeAppStore()
  const slash = to.indexOf('/')
  const doc = to.slice(0, slash)
  const what = to.slice(slash + 1).replaceAll('-', ' ')
  const name = doc === 'facts' ? 'seed facts' : `seed ${doc}`
  return (
    <button
      type="button"
      className="seed-link"
      data-passage={to}
      aria-label={`Read the passage in ${name}: ${what}`}
      title={`Read the passage in ${name} (${what})`}
      onClick={() => store?.getState().showPassage(to)}
    >
      §{doc}
    </button>
  )
}
