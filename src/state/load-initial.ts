import type { OpenResult, Scenario } from '../engine/index.ts'
import { isShareLinkHash } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import { isKeptHash } from './kept-hash.ts'
import type { Opening, PersistenceStart } from './persistence-env.ts'
import type { SavedRecord, SetAsideCopy } from './saved-work-reads.ts'
import type { Notice } from './types.ts'

/**
 * Chooses the scenario to open: a share link in the URL wins (unless it is the very link this browser last
 * wrote, when the saved full copy is used, since the link may be compact), then the copy saved in this
 * browser, then the defaults. Nothing saved is lost on the way: a saved copy a link opens over is kept (see
 * `startPersistence`), and an unreadable one is set aside, unchanged, before anything could overwrite it. A
 * damaged link never throws: it yields a notice that keeps the link text, and the saved work (or the defaults)
 * opens.
 */
// The notices' sentences (a saved copy opened cut or short of a text, an earlier save failed) load only when one
// is said: the first page of a browser with nothing wrong carries none of them.
const savedMessages = () => import('./saved-messages.ts')

export async function loadInitialScenario(
  env: Pick<PersistenceStart, 'location' | 'saved' | 'open' | 'now' | 'start'>,
): Promise<{ scenario: Scenario; pinned: Scenario | null; notices: Notice[]; opening: Opening }> {
  const hash = env.location.hash
  const link = isShareLinkHash(hash) ? hash : null
  // Safe mode reads nothing it might have to set aside (a write); its link is left in the address bar.
  if (env.start?.kind === 'safe')
    return {
      scenario: defaultScenario(),
      pinned: null,
      notices: [],
      opening: { replacedByLink: null, unreadable: null, safe: true },
    }
  const current = env.saved.readCurrent()
  if (env.start?.kind === 'recover') {
    // Neither the saved copy nor the link is opened: one of them is what did not finish drawing.
    const record = current.kind === 'record' ? current.record : null
    const unreadable = current.kind === 'unreadable' ? current : null
    const copy = unreadable
      ? await env.saved.setAside(unreadable.key, unreadable.raw, unreadable.why).catch(() => null)
      : null
    const own = record !== null && link !== null && isKeptHash(record.hash, link)
    return {
      scenario: defaultScenario(),
      pinned: null,
      notices: [],
      opening: {
        replacedByLink: null,
        unreadable: unreadable ? { why: unreadable.why, copy, raw: unreadable.raw } : null,
        recovered: { record, link: own ? null : link },
      },
    }
  }
  const notices: Notice[] = []
  // With no link and nothing saved there is nothing to validate: the defaults open without waiting for the worker.
  const linkRead = isShareLinkHash(hash)
    ? env.open({ kind: 'link', hash })
    : Promise.resolve({ kind: 'none' } as const)

  let saved: { scenario: Scenario; record: SavedRecord } | null = null
  let savedPinned: Scenario | null = null
  let unreadable: { key: string; raw: string; why: string } | null =
    current.kind === 'unreadable' ? current : null
  if (current.kind === 'record') {
    const request = await env.saved.requestFor(current.record)
    const opened: OpenResult = request.ok
      ? await env.open(request.request)
      : { kind: 'error', message: request.message }
    if (opened.kind === 'ok') {
      saved = { scenario: opened.scenario, record: current.record }
      if (request.ok && request.pinned !== null) {
        const a = await env.open({ kind: 'file', text: request.pinned })
        if (a.kind === 'ok') savedPinned = a.scenario
      }
      if (request.ok && request.cut.length > 0)
        notices.push((await savedMessages()).cutNotice(request.cut, 'Your saved work opened'))
      if (request.ok && request.missing.length > 0) {
        const { describeMissingTexts } = await savedMessages()
        notices.push({
          id: 'saved-missing',
          level: 'warning',
          where: 'Saved work',
          message: `Your saved work opened, but this browser’s storage (IndexedDB) no longer holds some of its pasted text, so these are empty: ${describeMissingTexts(request.missing, true)}.`,
        })
      }
    } else {
      const why = opened.kind === 'error' ? opened.message : 'it holds no scenario'
      unreadable = { key: current.key, raw: current.raw, why }
    }
  }

  let copy: SetAsideCopy | null = null
  if (unreadable)
    copy = await env.saved.setAside(unreadable.key, unreadable.raw, unreadable.why).catch(() => null)

  const failure = await env.saved.readFailureAnywhere()
  const linked = await linkRead
  const opening: Opening = {
    replacedByLink: null,
    unreadable: unreadable ? { why: unreadable.why, copy, raw: unreadable.raw } : null,
  }
  let scenario: Scenario = saved?.scenario ?? defaultScenario()
  let pinned: Scenario | null = saved ? savedPinned : null
  if (linked.kind === 'ok') {
    const own = saved !== null && isKeptHash(saved.record.hash, hash)
    // An A/B link carries scenario A beside the one being edited.
    pinned = 'pinned' in linked ? (linked.pinned ?? null) : null
    if (!own) {
      scenario = linked.scenario
      opening.replacedByLink = saved?.record ?? null
    }
  } else if (linked.kind === 'error') {
    notices.push({
      id: 'share-link',
      level: 'error',
      where: 'Share link',
      message: `${linked.message} ${saved ? 'Your saved work opened instead.' : 'The default scenario opened instead.'}`,
      keptText: hash,
    })
  }
  if (saved && scenario === saved.scenario) opening.savedAt = saved.record.savedAt
  if (failure) {
    const { formatWhen } = await savedMessages()
    const linkOpened = linked.kind === 'ok' && scenario !== saved?.scenario
    notices.push({
      // Its own id: a save failing again on this page says so beside it, not in its place.
      id: 'save-failed-before',
      level: 'warning',
      where: 'Saved work',
      message: `Your edits of ${formatWhen(failure.at, env.now())} were not saved in this browser (${failure.message}). ${
        linkOpened && isKeptHash(failure.hash, hash)
          ? failure.compact
            ? 'The address holds a compact link of that work, which opened: its pasted outputs over 2,000 chars are generated text of the same length, not your text.'
            : 'The address holds a link with all of that work, which opened.'
          : saved
            ? `What opened is your work as last saved (${formatWhen(saved.record.savedAt, env.now())}).`
            : 'Nothing of it could be opened.'
      } Use “Save file” to keep large pastes.`,
    })
  }
  return { scenario, pinned, notices, opening }
}
