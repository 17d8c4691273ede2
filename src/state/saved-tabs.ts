import type { KeptWorkApi } from './kept-work.ts'
import type { PersistenceEnv } from './persistence-env.ts'
import { type EarlierWork, SAVED_KEYS, type SavedRecord, sameWork } from './saved-work.ts'
import type { AppStore, Replacement } from './types.ts'

/**
 * Two tabs of the app, one saved copy. localStorage holds one current copy for the whole origin, and each tab
 * used to write its own over the other's in silence. The design:
 *
 * - Every current copy names the page load that wrote it (`SavedRecord.tab`); a tab hears another tab's write
 *   through the `storage` event (which the writing tab itself never receives).
 * - On hearing it, a tab whose work differs keeps its work in Earlier work (once: never a second entry of the
 *   same work), stops writing the current copy, and says so: "This scenario was changed in another tab", with
 *   Reload (open the other tab's work; this tab's stays in Earlier work) and Keep mine.
 * - Until the person chooses, this tab's edits go into that Earlier entry, not over the other tab's copy.
 * - Keep mine keeps the other tab's copy in Earlier work first, then saves this tab's as the current copy; the
 *   other tab then hears of it and does the same. Nothing is lost whichever tab writes last.
 */
export function watchOtherTabs(
  store: AppStore,
  env: PersistenceEnv,
  enqueue: (task: () => Promise<void> | void) => Promise<void>,
  kept: KeptWorkApi,
  resume: () => void,
) {
  const { saved } = env
  /** Puts this tab's latest work in its Earlier entry (kept again if the person discarded that entry). */
  const keep = (record: SavedRecord) => {
    const id = held
    if (id === null) return
    const list = saved.editEarlier((l) =>
      l.some((e) => e.id === id) ? l.map((e) => (e.id === id ? { ...e, record } : e)) : l,
    )
    if (!list.some((e) => e.id === id)) held = keepOnce(record)
    kept.refresh()
  }
  const by: Replacement = { kind: 'tab' }
  /** The Earlier entry that holds this tab's work while another tab holds the current copy; null: not held. */
  let held: string | null = null
  /** Another tab wrote the current copy and this tab has not yet compared it with its own work. */
  let pending = false

  /** Keeps `record` in Earlier work unless an entry already holds the same work; returns that entry's id. */
  const keepOnce = (record: SavedRecord): string | null => {
    const same = saved.readEarlier().find((e: EarlierWork) => sameWork(e.record, record))
    return same?.id ?? saved.pushEarlier(record, by, env.now())?.id ?? null
  }

  const notice = () =>
    store.getState().notify({
      id: 'other-tab',
      level: 'warning',
      where: 'Saved work',
      message:
        'This scenario was changed in another tab of this app, which saved its own work as this browser’s copy. Your work in this tab is kept in Earlier work, and your edits here go there until you choose.',
      actions: [
        ...(env.reload ? [{ label: 'Reload (open the other tab’s work)', run: reload }] : []),
        { label: 'Keep mine', run: () => void keepMine() },
      ],
    })

  const reload = () => {
    void enqueue(() => env.reload?.())
  }

  const keepMine = () =>
    enqueue(() => {
      if (held === null) return
      const current = saved.readCurrent()
      if (current.kind === 'record') keepOnce(current.record)
      // This tab's work becomes the current copy: its Earlier entry would be a second copy of it.
      saved.editEarlier((list) => list.filter((e) => e.id !== held))
      held = null
      kept.refresh()
      store.getState().dismiss('other-tab')
      resume()
    })

  const heard = (key: string | null) => {
    if (held !== null || key !== SAVED_KEYS.current) return
    // Marked at once: a write of this tab already queued must not go over the other tab's copy before it is read.
    pending = true
    void enqueue(async () => {
      pending = false
      if (held !== null) return
      const current = saved.readCurrent()
      if (current.kind !== 'record' || (saved.tab !== undefined && current.record.tab === saved.tab)) return
      const { scenario, pinned } = store.getState()
      const mine = await saved.prepare(scenario, env.location.hash, pinned)
      if (sameWork(mine, current.record)) return
      held = keepOnce(mine)
      if (held === null) return
      kept.refresh()
      store.setState({
        saveStatus: {
          kind: 'failed',
          message: 'another tab saved over it; this tab’s work is in Earlier work',
        },
      })
      notice()
    })
  }
  const stop = env.watchStorage?.(heard) ?? (() => {})

  return {
    /** Whether this tab's work is held in Earlier work (another tab holds the current copy). */
    get holding() {
      return held !== null
    },
    /** Whether another tab's write waits to be compared with this tab's work (this tab writes nothing until then). */
    get heardPending() {
      return pending
    },
    /** As the page goes: this tab's work into Earlier work, held or not (there is no time left to compare). */
    keepNow(record: SavedRecord) {
      if (held !== null) keep(record)
      else keepOnce(record)
    },
    keep,
    stop,
  }
}
