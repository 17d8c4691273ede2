import { isShareLinkHash, type Scenario } from '../engine/index.ts'
import { DEFAULT_FILE, type KeptWorkApi, offerRestore } from './kept-work.ts'
import type { Opening, PersistenceEnv } from './persistence-env.ts'
import { type EarlierWork, type SavedRecord, sameWork } from './saved-work.ts'
import type { AppStore } from './types.ts'

/**
 * What persistence does, as it starts, with what the page found as it opened (`Opening`): says safe mode, keeps a
 * safe start's or a link's replaced copy in Earlier work (making the opened scenario the current copy, through
 * persistence's one writer `commit`), says an unreadable copy was set aside, and offers back the latest work
 * not yet seen. Storage steps go through `enqueue`, in turn with the page's saves.
 */
export function actOnOpening(
  store: AppStore,
  env: PersistenceEnv,
  opening: Opening,
  steps: {
    kept: KeptWorkApi
    enqueue: (task: () => Promise<void> | void) => Promise<void>
    commit: (record: SavedRecord, scenario: Scenario) => void
    openLink: (hash: string) => Promise<void>
    /** An unreadable copy is where the current copy goes (see startPersistence): nothing is written over it. */
    blocked: boolean
  },
) {
  const { saved } = env
  const { kept, enqueue, commit } = steps
  const safe = opening.safe === true
  if (opening.savedAt) store.setState({ saveStatus: { kind: 'saved', at: opening.savedAt } })
  if (safe) {
    store.setState({ saveStatus: { kind: 'failed', message: 'safe mode: nothing is saved in this browser' } })
    store.getState().notify({
      id: 'safe-mode',
      level: 'warning',
      where: 'Safe mode',
      message:
        'The default scenario opened, and this page writes nothing to this browser’s storage. Your saved work is untouched (it opens when you leave safe mode); edits made here are kept only in the address bar’s link.',
      actions: env.leaveSafeMode ? [{ label: 'Leave safe mode', run: env.leaveSafeMode }] : [],
    })
  }
  if (opening.unreadable)
    kept.announceSetAside(opening.unreadable.why, opening.unreadable.copy, opening.unreadable.raw)

  /**
   * A safe start: the saved copy that did not finish drawing goes to Earlier work, and the defaults become the
   * current copy (else the next load would draw it again), in that order, so a failure leaves it where it was.
   */
  const recover = ({ record, link }: { record: SavedRecord | null; link: string | null }) => {
    // The address bar's link goes too (its text is in the notice, or it is the saved copy's own): a reload there
    // would open what did not finish drawing.
    if (isShareLinkHash(env.location.hash)) env.replaceHash('')
    const tell = (entry: EarlierWork | null) =>
      store.getState().notify({
        id: 'safe-start',
        level: 'warning',
        where: 'Safe start',
        message: entry
          ? 'The saved scenario did not finish drawing last time; opened the defaults. Your work is kept in Earlier work.'
          : `The page did not finish drawing last time${link ? ' (it was opening the link kept below)' : ''}; opened the defaults.`,
        ...(link ? { keptText: link } : {}),
        actions: [
          ...(entry ? [{ label: 'Try it again', run: () => void kept.actions.restore(entry.id) }] : []),
          ...(link ? [{ label: 'Try the link again', run: () => void steps.openLink(link) }] : []),
        ],
        ...(entry ? { onDismiss: () => void kept.acknowledge(entry.id) } : {}),
      })
    if (!record || record.file === DEFAULT_FILE) return tell(null)
    enqueue(async () => {
      const entry =
        saved.pushEarlier(record, { kind: 'safe-start' }, env.now()) ??
        saved.readEarlier().find((e) => sameWork(e.record, record)) ??
        null
      kept.refresh()
      tell(entry)
      if (!entry || safe) return
      const scenario = store.getState().scenario
      commit(await saved.prepare(scenario, ''), scenario)
    })
  }

  if (opening.recovered) recover(opening.recovered)
  else if (opening.replacedByLink) {
    const replaced = opening.replacedByLink
    enqueue(async () => {
      if (steps.blocked) return
      const scenario = store.getState().scenario
      const linkRecord = await saved.prepare(scenario, env.location.hash)
      if (sameWork(linkRecord, replaced)) return
      const entry = saved.pushEarlier(replaced, { kind: 'link' }, env.now())
      // The link's scenario is the saved work now; the work it replaced is kept, restorable.
      commit(linkRecord, scenario)
      kept.refresh()
      if (entry) offerRestore(store, kept, entry)
    })
  } else {
    const latest = saved.readEarlier()[0]
    if (latest && !latest.acknowledged) offerRestore(store, kept, latest)
  }
  kept.refresh()
  enqueue(() => kept.sweepNow())
}
