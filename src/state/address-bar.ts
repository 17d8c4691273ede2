import type { Scenario } from '../engine/index.ts'
import { type AddressBarLink, addressBarLink, createLinkMaker } from './link-maker.ts'
import type { PersistenceEnv } from './load-initial.ts'
import { notice } from './saved-messages.ts'
import { linkQuietMs, loadLinkCoder, tooLongForLink } from './share-link.ts'
import type { AppStore } from './types.ts'

/**
 * The address bar's link, following the saved copy. The copy is saved first, claiming the link the address bar
 * holds now (a reload there opens this newer copy); the link is made after, off the page's thread (it can take a
 * second or more), and then the address bar and the copy's claim move to it together (`landed`). Only the latest
 * scenario's link is made: a newer one wanted stops the one being made (unless the copy button or the length
 * beside it still waits for it: they share it).
 *
 * `landed.wants`: whether a link made for `scenario` may still reach the address bar (it is the copy saved, or
 * the one whose save failed); `landed.claim`: what the saved copy does once it has.
 */
export function followAddressBar(
  store: AppStore,
  env: Pick<PersistenceEnv, 'encodeLink' | 'replaceHash' | 'setTimeout' | 'clearTimeout'>,
  opened: { scenario: Scenario; pinned: Scenario | null },
  landed: {
    wants: (scenario: Scenario) => boolean
    claim: (scenario: Scenario, link: AddressBarLink) => void
  },
) {
  const linkMaker = createLinkMaker(env.encodeLink)
  let wanted: Scenario | null = null
  let making: AbortController | null = null
  // A slow link waits a while longer for the edits to stop (see linkQuietMs); an edit cancels the wait.
  let timer: unknown = null
  // The link coder is not on the first page: it loads now, in the background, so it is there for the first edit's
  // link and for a page going (`flush` encodes a small link at once). `idle` waits for it.
  let links: Promise<void> = loadLinkCoder().then(
    () => {},
    () => {}, // the next link made asks again
  )
  // The scenario (and pinned A) whose link the address bar holds (the one the page opened with: no link until
  // the first edit).
  let linked: Scenario | null = opened.scenario
  let linkedPinned: Scenario | null = opened.pinned

  const notices = (scenario: Scenario, link: AddressBarLink) => {
    const { notify, dismiss } = store.getState()
    // The whole link is made for the copy button; the address bar carries less when it is too long for it.
    const whole = link.wholeChars !== undefined
    const wholeSaid = whole
      ? ` This scenario's whole link is ${link.wholeChars?.toLocaleString('en-US')} chars, and a browser slows down with a URL that long: Copy share link copies it.`
      : ''
    if (link.hash !== null) dismiss('link-too-long')
    else if (!whole) notify(notice('link-too-long', 'warning', 'Share link', tooLongForLink(scenario)))
    else {
      const text = `The address bar carries no link (a reload opens the copy saved in this browser).${wholeSaid}`
      notify(notice('link-too-long', 'info', 'Share link', text))
    }
    if (!link.compact) return dismiss('link-compact')
    const text = `The ${whole ? 'address bar' : 'URL'} carries a compact scenario: pasted outputs over 2,000 chars become generated text of the same length, so every number matches but the text does not.${wholeSaid || ' Save a file to share the text.'}`
    notify(notice('link-compact', 'info', 'Share link', text))
  }

  /** Puts `link` in the address bar, as the link of `scenario` (and `pinned`), and says what it carries. */
  const show = (scenario: Scenario, pinned: Scenario | null, link: AddressBarLink) => {
    env.replaceHash(link.hash ?? '')
    linked = scenario
    linkedPinned = pinned
    notices(scenario, link)
  }
  /** A link made: shown and claimed, unless a newer one is wanted or its scenario's copy is no longer the one. */
  const apply = (scenario: Scenario, pinned: Scenario | null, link: AddressBarLink) => {
    if (wanted !== null || !landed.wants(scenario)) return
    show(scenario, pinned, link)
    landed.claim(scenario, link)
  }
  const make = async () => {
    while (wanted !== null) {
      const scenario = wanted
      wanted = null
      // An A/B pair's link carries the latest pin.
      const { pinned } = store.getState()
      const stop = new AbortController()
      making = stop
      const link = await linkMaker
        .linkFor(scenario, pinned ?? undefined, stop.signal)
        .then((made) =>
          addressBarLink(made, () => linkMaker.compactLinkFor(scenario, pinned ?? undefined, stop.signal)),
        )
        .catch(() => null)
      making = null
      // null: stopped for a newer scenario's link (or it failed, and the next edit tries again)
      if (link) apply(scenario, pinned, link)
    }
  }
  /** Makes `scenario`'s link now (after the one being made, which it stops). */
  const request = (scenario: Scenario) => {
    const idle = wanted === null
    wanted = scenario
    making?.abort()
    if (idle) links = links.then(make)
  }

  return {
    linkMaker,
    request,
    show,
    /** Makes `scenario`'s link once the edits have been quiet long enough for it (see linkQuietMs). */
    schedule(scenario: Scenario) {
      const quiet = linkQuietMs(scenario, store.getState().pinned)
      if (quiet === 0) return request(scenario)
      timer = env.setTimeout(() => {
        timer = null
        request(scenario)
      }, quiet)
    },
    /** An edit: the link being made (or waited for) is out of date, stopped at once so it holds no core. */
    stop() {
      making?.abort()
      if (timer !== null) env.clearTimeout(timer)
      timer = null
    },
    /** A link made on the page's thread as it goes: it wins over any being made in the worker. */
    applyNow(scenario: Scenario, pinned: Scenario | null, link: AddressBarLink) {
      wanted = null
      apply(scenario, pinned, link)
    },
    /** Whether the address bar holds the link of `scenario` (and `pinned`). */
    holds: (scenario: Scenario, pinned: Scenario | null) => linked === scenario && linkedPinned === pinned,
    /** Resolves when the links asked for have been made. */
    idle: () => links,
  }
}
