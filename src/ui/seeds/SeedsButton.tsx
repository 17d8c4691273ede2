import { useAppStore } from '../app/store-context.tsx'

/** The header's way into the seed documents, for reading them whole (the facts summary first). */
export function SeedsButton() {
  const store = useAppStore()
  return (
    <button
      type="button"
      onClick={() => store.getState().showDoc('facts')}
      title="Read the five seed documents this playground reproduces, and their facts summary (offline)"
    >
      Seeds
    </button>
  )
}
