import { readerStore } from '../../state/reader.ts'

/** The header's way into the seed documents, for reading them whole (the facts summary first). */
export function SeedsButton({ store = readerStore }: { store?: typeof readerStore }) {
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
