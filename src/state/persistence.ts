import { isShareLinkHash, pastedChars, type Scenario } from '../engine/index.ts'
import { followAddressBar } from './address-bar.ts'
import { keptHash } from './kept-hash.ts'
import { keepWork, openView } from './kept-work.ts'
import type { Opening, PersistenceEnv } from './load-initial.ts'
import { linkErrorNotice, notice } from './saved-messages.ts'
import { SAVED_KEYS, type SavedRecord, type SaveFailure, sameWork, withWrites } from './saved-work.ts'
import { encodesInPage, linkCoderNow } from './share-link.ts'
import type { AppState, AppStore } from './types.ts'

export { loadInitialScenario, type Opening, type PersistenceEnv } from './load-initial.ts'

const DEBOUNCE_MS = 300

/**
 * Keeps the URL hash and the browser's saved copy in step with the scenario, debounced, and keeps what would
 * otherwise be lost: the work a link, file, example, transcript or reset replaced (restorable, offered until
 * seen), and an unreadable copy (set aside). Long texts go to IndexedDB once, not on every edit; big links are
 * encoded in the worker. A save that fails says so at once (and again after a reload). Until the first edit
 * nothing is written to the address bar, so a damaged link stays there.
 *
 * `opened`: the scenario (and pinned A) the page opened with, when persistence starts after the page has drawn
 * (the page loads this module then): an edit, or a scenario replaced, in the meantime is saved, and kept, as if
 * persistence had seen it happen.
 */
export function startPersistence(
  store: AppStore,
  env: PersistenceEnv,
  opening: Opening = { replacedByLink: null, unreadable: null },
  opened: { scenario: Scenario; pinned: Scenario | null } = store.getState(),
) {
  const safe = opening.safe === true
  // Safe mode reads what is saved (Earlier work lists it) and writes nothing over it: its saved work is read-only.
  // Like an unreadable copy that could not be set aside (where the current copy goes: never written over), it
  // blocks saving, and the address bar's link is the only keeper of the edits.
  const saved = withWrites(env.saved, safe)
  const blocked = safe || (opening.unreadable !== null && opening.unreadable.copy === null)
  let timer: unknown = null
  let stored: Scenario | null = opened.scenario
  let storedPinned: Scenario | null = opened.pinned
  let storedRecord: SavedRecord | null = null
  // The last scenario whose save failed: flushing it again as the page goes would fail again, and would replace
  // the failure noted for the next page with a vaguer one.
  let failedOn: Scenario | null = null
  // This page's failure note, kept here too: a full localStorage holds it in the text store.
  let lastFailure: SaveFailure | null = null
  let chain: Promise<void> = Promise.resolve()
  let writeWaiting = false
  // The scenario the last flush wrote as the current copy (see write: an older write in flight yields to it).
  let flushed: Scenario | null = null
  /** While the page is going (`flush`): the hash its reload opens at, which the copy keeps claiming too. */
  let going: string | null = null

  const enqueue = (task: () => Promise<void> | void) => {
    chain = chain.then(task).catch((error: unknown) => failed(store.getState().scenario, error))
    return chain
  }
  const kept = keepWork({ store, env, saved, enqueue })

  const failed = (scenario: Scenario, error: unknown) => {
    const message = savingFailedMessage(error)
    const chars = pastedChars(scenario)
    const paste = chars > 0 ? ` (${chars.toLocaleString('en-US')} chars of pasted text)` : ''
    const text = `Not saved in this browser: ${message}. A reload would not bring back your last edits${paste}. Use “Save file” to keep them.`
    store.getState().notify(notice('save-failed', 'error', 'Saved work', text))
    failedOn = scenario
    lastFailure = { at: env.now(), message, chars, hash: env.location.hash, compact: false }
    saved.writeFailure(lastFailure)
    store.setState({ saveStatus: { kind: 'failed', message } })
  }

  /**
   * Two tabs of the app, one saved copy. localStorage holds one current copy for the whole origin, and each tab
   * used to write its own over the other's in silence. The design:
   *
   * - Every current copy names the page load that wrote it (`SavedRecord.tab`); a tab hears another tab's write
   *   through the `storage` event (which the writing tab itself never receives).
   * - On hearing it, a tab whose work differs keeps its work in Earlier work (once: never a second entry of the
   *   same work), stops writing the current copy, and says so: "This scenario was changed in another tab", with
   *   Reload (open the other tab's work; this tab's stays in Earlier work) and Keep mine.
   * - Until the person chooses, this tab's edits go into that Earlier entry (`held`), not over the other tab's copy.
   * - Keep mine keeps the other tab's copy in Earlier work first, then saves this tab's as the current copy; the
   *   other tab then hears of it and does the same. Nothing is lost whichever tab writes last.
   */
  let held: string | null = null
  /** Another tab wrote the current copy and this tab has not yet compared it with its own work. */
  let pending = false
  /** Puts this tab's latest work in its held Earlier entry (kept again if the person discarded that entry). */
  const holdMine = (record: SavedRecord) => {
    const id = held
    const list = saved.editEarlier((l) =>
      l.some((e) => e.id === id) ? l.map((e) => (e.id === id ? { ...e, record } : e)) : l,
    )
    if (!list.some((e) => e.id === id)) held = kept.keepOnce(record)
    kept.refresh()
  }
  const keepMine = () =>
    enqueue(() => {
      const id = held
      if (id === null) return
      const current = saved.readCurrent()
      if (current.kind === 'record') kept.keepOnce(current.record)
      // This tab's work becomes the current copy: its Earlier entry would be a second copy of it.
      saved.editEarlier((list) => list.filter((e) => e.id !== id))
      held = null
      kept.refresh()
      store.getState().dismiss('other-tab')
      stored = null
      void enqueue(write)
    })
  const heard = (key: string | null) => {
    if (held !== null || key !== SAVED_KEYS.current) return
    // Marked at once: a write of this tab already queued must not go over the other tab's copy before it is read.
    pending = true
    void enqueue(async () => {
      pending = false
      const current = saved.readCurrent()
      if (held !== null || current.kind !== 'record') return
      if (saved.tab !== undefined && current.record.tab === saved.tab) return
      const { scenario, pinned } = store.getState()
      const mine = await saved.prepare(scenario, env.location.hash, pinned)
      if (sameWork(mine, current.record)) return
      held = kept.keepOnce(mine)
      if (held === null) return
      kept.refresh()
      const message = 'another tab saved over it; this tab’s work is in Earlier work'
      store.setState({ saveStatus: { kind: 'failed', message } })
      const text =
        'This scenario was changed in another tab of this app, which saved its own work as this browser’s copy. Your work in this tab is kept in Earlier work, and your edits here go there until you choose.'
      const reload = {
        label: 'Reload (open the other tab’s work)',
        run: () => void enqueue(() => env.reload?.()),
      }
      const actions = [...(env.reload ? [reload] : []), { label: 'Keep mine', run: () => void keepMine() }]
      store.getState().notify(notice('other-tab', 'warning', 'Saved work', text, { actions }))
    })
  }
  const stopHearing = env.watchStorage?.(heard) ?? (() => {})

  /** The reload's hash kept beside `hash` in the copy, while the page is going and it differs. */
  const claimsBefore = (hash: string): { hashBefore?: string } => {
    const before = going ? keptHash(going) : ''
    return before !== '' && before !== hash ? { hashBefore: before } : {}
  }
  const bar = followAddressBar(store, env, opened, {
    wants: (scenario) => scenario === stored || scenario === failedOn,
    claim: (scenario, link) => {
      if (scenario === stored && storedRecord) {
        const hash = keptHash(link.hash ?? '')
        storedRecord = { ...storedRecord, hash, ...claimsBefore(hash) }
        // Another tab's copy may be the current one now: this tab's claim must not write over it.
        if (held !== null || pending) return
        try {
          saved.writeCurrent(storedRecord)
        } catch {
          // the copy still claims the old link, which a reload then opens it at: nothing is lost
        }
      } else if (lastFailure) {
        lastFailure = { ...lastFailure, hash: link.hash ?? '', compact: link.compact }
        saved.writeFailure(lastFailure)
      }
    },
  })

  /** Makes `record`, of `scenario` (and `pinned`), the current copy: the one writer of it. Throws when storage refuses. */
  const commit = (record: SavedRecord, scenario: Scenario, pinned = storedPinned) => {
    saved.writeCurrent(record)
    stored = scenario
    storedPinned = pinned
    storedRecord = record
  }

  const write = async () => {
    const { scenario, pinned } = store.getState()
    if (held !== null) return holdMine(await saved.prepare(scenario, env.location.hash, pinned))
    if (blocked) {
      failedOn = scenario
      return bar.request(scenario)
    }
    if ((scenario === stored && pinned === storedPinned) || scenario === failedOn) return
    if (saved.prepareNow(scenario, '', pinned) === null) {
      store.setState({ saveStatus: { kind: 'saving', chars: pastedChars(scenario) } })
      await env.nextFrame?.()
    }
    try {
      // The link is read once the long texts are stored: an earlier edit's link may have reached the address
      // bar meanwhile, and a copy claiming the one before would lose to it on a reload.
      const prepared = await saved.prepare(scenario, '', pinned)
      // The page flushed a newer edit while these texts were stored (it is going, or was hidden): that copy is
      // the current one, and this older one must not land over it.
      if (flushed !== null && flushed !== scenario && store.getState().scenario === flushed) return
      // Another tab may have saved while the texts were stored: its news comes first (then this write again).
      if (held !== null) return holdMine(prepared)
      if (pending) return void enqueue(write)
      const record = { ...prepared, hash: env.location.hash }
      commit(record, scenario, pinned)
      store.setState({ saveStatus: { kind: 'saved', at: record.savedAt } })
      saved.writeFailure(null)
      lastFailure = null
      store.getState().dismiss('save-failed')
      store.getState().dismiss('save-failed-before')
    } catch (error) {
      failed(scenario, error)
    }
    // A copy that failed leaves the address bar the only keeper of this work: its link is made at once.
    if (failedOn === scenario) bar.request(scenario)
    else bar.schedule(scenario)
    await kept.sweepNow()
  }

  store.setState({ linkMaker: bar.linkMaker })
  if (opening.savedAt) store.setState({ saveStatus: { kind: 'saved', at: opening.savedAt } })
  if (safe) {
    store.setState({ saveStatus: { kind: 'failed', message: 'safe mode: nothing is saved in this browser' } })
    const text =
      'The default scenario opened, and this page writes nothing to this browser’s storage. Your saved work is untouched (it opens when you leave safe mode); edits made here are kept only in the address bar’s link.'
    const actions = env.leaveSafeMode ? [{ label: 'Leave safe mode', run: env.leaveSafeMode }] : []
    store.getState().notify(notice('safe-mode', 'warning', 'Safe mode', text, { actions }))
  }
  kept.open(opening, commit, (hash) => api.openLink(hash))

  const follow = (state: AppState, previous: Pick<AppState, 'scenario' | 'pinned' | 'replaced'>) => {
    if (state.replaced !== previous.replaced && state.replaced) kept.keepReplaced(state.replaced)
    if (state.scenario === previous.scenario && state.pinned === previous.pinned) return
    going = null // edited again: the page did not go
    // The link being made is out of date: stopped at once, so it holds no core while the person edits (a 1 MB
    // scenario's takes a second). The address bar keeps the link it has, which the saved copy claims.
    bar.stop()
    if (timer !== null) env.clearTimeout(timer)
    timer = env.setTimeout(() => {
      timer = null
      // One write waiting is enough: it saves whatever is newest when its turn comes.
      if (writeWaiting) return
      writeWaiting = true
      void enqueue(() => {
        writeWaiting = false
        return write()
      })
    }, DEBOUNCE_MS)
  }
  const unsubscribe = store.subscribe(follow)
  // What happened before this started (see `opened`): followed as if seen.
  follow(store.getState(), { scenario: opened.scenario, pinned: opened.pinned, replaced: null })

  const api = {
    /**
     * Writes a pending edit now (the page is being hidden or closed: a reload must not lose it). Without new long
     * texts this is synchronous, saved with the address bar's link (so the reload opens this copy); new long
     * texts start their IndexedDB writes, which the browser may not finish before the page goes.
     */
    flush: () => {
      if (timer !== null) env.clearTimeout(timer)
      timer = null
      const { scenario, pinned } = store.getState()
      if (scenario === failedOn || blocked) return
      going = env.location.hash
      if (held !== null || pending) {
        // The page is going: no time to learn whether another tab's save differs. Kept in Earlier work either way.
        const record = saved.prepareNow(scenario, env.location.hash, pinned)
        if (record === null) void enqueue(write)
        else if (held !== null) holdMine(record)
        else kept.keepOnce(record)
        return
      }
      // The coder, when this scenario's link is quick enough to make here, at once (see encodesInPage).
      const inPage = encodesInPage(scenario, pinned) ? linkCoderNow() : null
      if (scenario === stored && pinned === storedPinned) {
        // Saved, its link still being made in the worker: a small one is made here at once, so a copied address
        // holds this edit too.
        if (!bar.holds(scenario, pinned) && inPage)
          bar.applyNow(scenario, pinned, inPage.shareLinkFor(scenario, pinned ?? undefined))
        return
      }
      // The address bar follows, or a copied address or a reload opens the scenario before this edit: encoded
      // here, at once (the page is going; a link still being made for an older scenario is dropped, see
      // followAddressBar). A link of much pasted text takes a second or more: it is left to the queued write.
      if (inPage) bar.show(scenario, pinned, inPage.shareLinkFor(scenario, pinned ?? undefined))
      const prepared = saved.prepareNow(scenario, env.location.hash, pinned)
      if (prepared === null) return void enqueue(write)
      try {
        commit({ ...prepared, ...claimsBefore(prepared.hash) }, scenario, pinned)
        flushed = scenario
      } catch (error) {
        failed(scenario, error)
      }
      if (!inPage) bar.request(scenario)
    },
    stop: () => {
      unsubscribe()
      stopHearing()
      if (timer !== null) env.clearTimeout(timer)
    },
    /**
     * Resolves when nothing is queued: every storage task, and the link after it, has finished, and none was queued
     * meanwhile (for tests: they wait for this condition, not for a number of steps).
     */
    idle: async () => {
      let seen: Promise<void> | null = null
      while (seen !== chain) {
        seen = chain
        await chain
        await bar.idle()
      }
    },
    /**
     * Opens a share link given to a page already open (the address bar's hash changed): it replaces the scenario
     * like a file does, so the work it replaces is kept and offered back. A damaged link says what failed and
     * changes nothing.
     */
    openLink: async (hash: string) => {
      if (!isShareLinkHash(hash)) return
      const link = await env.open({ kind: 'link', hash })
      if (link.kind === 'ok') {
        store.getState().dismiss('share-link')
        // A link opens exactly its view: an A/B link pins its A, a plain one leaves nothing pinned.
        openView(store, link.scenario, 'pinned' in link ? (link.pinned ?? null) : null, { kind: 'link' })
      } else if (link.kind === 'error')
        store.getState().notify(linkErrorNotice(link.message, 'Your scenario is unchanged.', hash))
    },
  }
  return api
}

/** Why storage refused a save, in words: a full quota, blocked storage, or the browser's own message. */
export function savingFailedMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  if (name === 'QuotaExceededError') return 'this browser’s storage for this site is full'
  if (name === 'SecurityError') return 'this browser blocks storage for this page'
  const message = error instanceof Error ? error.message : String(error)
  return message ? `this browser’s storage refused it: ${message}` : 'this browser’s storage refused it'
}
