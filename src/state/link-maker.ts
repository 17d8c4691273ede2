import type { Scenario } from '../engine/index.ts'
import { planCompactLink, planShareLink } from '../engine/index.ts'
import { ADDRESS_BAR_MAX_CHARS, type EncodeLink, loadLinkCoder } from './share-link.ts'

// The page's links as persistence makes them (apart from share-link.ts, which the first page carries: this is
// loaded with persistence, after the page has drawn).

/** A scenario's link: `hash` null when no link can carry it; `compact` when outputs became samples. */
export interface ShareLink {
  hash: string | null
  compact: boolean
}

/** What the address bar carries; `wholeChars`: the whole link's length, when it carries less (compact, or none). */
export interface AddressBarLink extends ShareLink {
  wholeChars?: number
}

/**
 * What the address bar carries for a scenario whose link is `link`: the link when it is at most
 * `ADDRESS_BAR_MAX_CHARS`, else its compact link (pasted outputs as generated text of the same length, so every
 * number is the same) when that is, else none: a reload then opens the copy saved in this browser.
 * @example await addressBarLink({ hash: '#s=2.AA', compact: false }, compactOf) → { hash: '#s=2.AA', compact: false }
 */
export async function addressBarLink(
  link: ShareLink,
  compactOf: () => Promise<ShareLink>,
): Promise<AddressBarLink> {
  if (link.hash === null || link.hash.length <= ADDRESS_BAR_MAX_CHARS) return link
  const wholeChars = link.hash.length
  const compact = await compactOf()
  if (compact.hash !== null && compact.hash.length <= ADDRESS_BAR_MAX_CHARS)
    return { hash: compact.hash, compact: true, wholeChars }
  return { hash: null, compact: false, wholeChars }
}

/**
 * The page's links, made once each: `linkFor` is `shareLinkFor`, `compactLinkFor` the compact link, each
 * planned here and encoded by `encodeInWorker` when there is one (context mixing a long link takes a second or
 * more; even the default scenario's can hold the page's thread past 100 ms on a busy machine). A worker that
 * fails falls back to here.
 */
export interface LinkMaker {
  linkFor(scenario: Scenario, pinned?: Scenario, signal?: AbortSignal): Promise<ShareLink>
  compactLinkFor(scenario: Scenario, pinned?: Scenario, signal?: AbortSignal): Promise<ShareLink>
}

type Kind = 'link' | 'compact'
interface Made {
  kind: Kind
  scenario: Scenario
  pinned: Scenario | undefined
  link: Promise<ShareLink>
  /** Callers still waiting that may give up (Infinity once one waits that never does). */
  waiting: number
  done: boolean
  stop: AbortController
}

/**
 * Makes links so the same scenario (the same object, and the same pinned A) is never encoded twice: the address
 * bar, the length beside the copy button and the copy button share one encoding, kept for the last `keep`
 * scenarios. A caller that gives up (`signal` aborts) stops waiting at once; the encoding itself stops when no
 * caller waits for it any more, so a link a newer edit replaced does not hold a core.
 * @example const links = createLinkMaker(worker.encodeLink); await links.linkFor(scenario) // { hash: '#s=2.…', compact: false }
 */
export function createLinkMaker(encodeInWorker?: EncodeLink, keep = 4): LinkMaker {
  let made: Made[] = []
  const forget = (entry: Made) => {
    made = made.filter((m) => m !== entry)
  }

  const encode = async (
    kind: Kind,
    scenario: Scenario,
    pinned: Scenario | undefined,
    signal: AbortSignal,
  ) => {
    const { carried, compact } =
      kind === 'link' ? planShareLink(scenario, pinned) : planCompactLink(scenario, pinned)
    if (carried === null) return { hash: null, compact }
    if (encodeInWorker) {
      try {
        return { hash: await encodeInWorker(carried.scenario, carried.pinned, signal), compact }
      } catch (error) {
        if (signal.aborted) throw error
      }
    }
    const { encodeShareLink } = await loadLinkCoder()
    return { hash: encodeShareLink(carried.scenario, carried.pinned), compact }
  }

  const make = (kind: Kind, scenario: Scenario, pinned?: Scenario, signal?: AbortSignal) => {
    if (signal?.aborted) return Promise.reject(signal.reason)
    let entry = made.find((m) => m.kind === kind && m.scenario === scenario && m.pinned === pinned)
    if (entry) forget(entry)
    else {
      const stop = new AbortController()
      const link = encode(kind, scenario, pinned, stop.signal)
      const fresh: Made = { kind, scenario, pinned, link, waiting: 0, done: false, stop }
      link.then(
        () => {
          fresh.done = true
        },
        () => {
          fresh.done = true
          forget(fresh) // failed or stopped: the next caller encodes anew
        },
      )
      entry = fresh
    }
    made = [...made, entry].slice(-keep)
    const shared = entry
    if (!signal) {
      shared.waiting = Number.POSITIVE_INFINITY
      return shared.link
    }
    shared.waiting++
    return new Promise<ShareLink>((resolve, reject) => {
      const giveUp = () => {
        shared.waiting--
        if (shared.waiting === 0 && !shared.done) {
          shared.stop.abort()
          forget(shared)
        }
        reject(signal.reason)
      }
      signal.addEventListener('abort', giveUp, { once: true })
      void shared.link.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp))
    })
  }

  return {
    linkFor: (scenario, pinned, signal) => make('link', scenario, pinned, signal),
    compactLinkFor: (scenario, pinned, signal) => make('compact', scenario, pinned, signal),
  }
}
