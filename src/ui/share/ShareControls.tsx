import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { Scenario } from '../../engine/index.ts'
import { planCompactLink, tooLongForLink } from '../../state/engine.ts'
import { ADDRESS_BAR_MAX_CHARS, linkQuietMs, loadLinkCoder } from '../../state/share-link.ts'
import type { AppStore } from '../../state/store.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { useDismiss } from '../layout/use-dismiss.ts'
import { lengthWarning } from './link-length.ts'
import { saveScenarioFile } from './save-file.ts'
import './share.css'

const urlOf = (hash: string) => `${location.origin}${location.pathname}${hash}`

/**
 * The share link (or the compact one), an A/B pair's when A is pinned: made in the worker, and shared with the
 * address bar, when persistence has set one up (a long link takes a second or more), else here. Rejects once
 * `signal` aborts.
 */
async function linkOf(
  store: AppStore,
  which: 'link' | 'compact',
  scenario: Scenario,
  pinned: Scenario | null,
  signal?: AbortSignal,
): Promise<{ hash: string | null; compact: boolean }> {
  const { linkMaker } = store.getState()
  const a = pinned ?? undefined
  if (linkMaker)
    return which === 'link'
      ? linkMaker.linkFor(scenario, a, signal)
      : linkMaker.compactLinkFor(scenario, a, signal)
  const coder = await loadLinkCoder()
  return which === 'link' ? coder.shareLinkFor(scenario, a) : coder.compactLinkFor(scenario, a)
}

interface Measured {
  hash: string | null
  compact: boolean
  /** The compact link, when it differs from the link (pasted outputs over 2,000 chars). */
  compactHash: string | null
}

/**
 * The share link's controls: copy it (the A/B pair when A is pinned), its length beside the button with a warning
 * past 2,000 chars (chat apps cut there) and past 8,000 (some servers refuse), and, for a long link, the compact
 * link and the scenario file offered in its menu.
 */
export function ShareControls() {
  const store = useAppStore()
  const scenario = useApp((s) => s.scenario)
  const pinned = useApp((s) => s.pinned)
  const notify = useApp((s) => s.notify)
  const [measured, setMeasured] = useState<Measured | null>(null)
  const [state, setState] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  // Measured after typing pauses, like the address bar is written: encoding a big scenario takes a moment, so
  // the links are made off the page's thread (the store's link maker: the address bar's link is this one, made
  // once). An edit stops the measuring of the scenario before it. The compact link is made only when it differs
  // (some output over 2,000 chars was pasted).
  useEffect(() => {
    const stop = new AbortController()
    const t = setTimeout(async () => {
      try {
        const link = await linkOf(store, 'link', scenario, pinned, stop.signal)
        const differs = !link.compact && planCompactLink(scenario, pinned ?? undefined).compact
        const compact = differs ? await linkOf(store, 'compact', scenario, pinned, stop.signal) : null
        if (stop.signal.aborted) return // made in the page (no link maker), after the scenario changed
        setMeasured({
          hash: link.hash,
          compact: link.compact,
          compactHash: compact?.hash && compact.hash !== link.hash ? compact.hash : null,
        })
      } catch {
        // stopped: a newer scenario is measured instead
      }
    }, 350 + linkQuietMs(scenario, pinned))
    return () => {
      stop.abort()
      clearTimeout(t)
    }
  }, [store, scenario, pinned])

  useDismiss(open, closeMenu, root)

  const copy = async (which: 'link' | 'compact') => {
    setOpen(false)
    const { scenario, pinned } = store.getState()
    setState(which === 'link' ? 'Making the link…' : 'Making the compact link…')
    const chosen = await linkOf(store, which, scenario, pinned)
    setState(null)
    if (chosen.hash === null) {
      notify({
        id: 'link-too-long',
        level: 'warning',
        where: 'Share link',
        message: tooLongForLink(scenario),
      })
      return
    }
    const url = urlOf(chosen.hash)
    const what = `${chosen.compact ? 'compact ' : ''}${pinned ? 'A/B ' : ''}link`
    // The address bar takes the link copied, unless it is too long for it (see ADDRESS_BAR_MAX_CHARS).
    const inAddressBar = chosen.hash.length <= ADDRESS_BAR_MAX_CHARS
    try {
      await navigator.clipboard.writeText(url)
      setState(`Copied ${what} (${fmt(url.length)} chars)`)
    } catch {
      setState(
        inAddressBar
          ? 'Clipboard blocked: the link is in the address bar'
          : 'Clipboard blocked, and the link is too long for the address bar: use Save file',
      )
    }
    if (inAddressBar) history.replaceState(history.state, '', chosen.hash)
    setTimeout(() => setState(null), 2500)
  }

  const chars = measured?.hash ? urlOf(measured.hash).length : null
  const warning = chars === null ? null : lengthWarning(chars)
  const compactChars = measured?.compactHash ? urlOf(measured.compactHash).length : null
  return (
    <div className="share" ref={root}>
      <button type="button" className="primary" onClick={() => copy('link')} data-testid="share-button">
        {state ?? (pinned ? 'Copy A/B link' : 'Copy share link')}
      </button>
      <button
        type="button"
        className={`share-length${warning ? ' warn' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        title={warning ? `The link is ${warning}` : 'The link’s length; more ways to share'}
        data-testid="share-length"
      >
        {chars === null ? (measured ? 'no link' : '…') : `${fmt(chars)} chars`}
        {warning && <span aria-hidden="true"> ⚠</span>} ▾
      </button>
      {open && (
        <fieldset id={menuId} className="share-menu">
          <legend className="sr-only">More ways to share</legend>
          {warning && (
            <p className="share-warning" role="status">
              This link is {warning}.
            </p>
          )}
          {measured?.hash && measured.hash.length > ADDRESS_BAR_MAX_CHARS && (
            <p className="muted small">
              The address bar carries{' '}
              {measured.compactHash && measured.compactHash.length <= ADDRESS_BAR_MAX_CHARS
                ? 'the compact link instead'
                : 'no link'}{' '}
              (a browser slows down with a URL over {fmt(ADDRESS_BAR_MAX_CHARS)} chars); a reload opens the
              copy saved in this browser.
            </p>
          )}
          {measured?.compact && (
            <p className="muted small">
              It is compact already: pasted outputs over 2,000 chars became generated text of the same length.
            </p>
          )}
          <button type="button" onClick={() => copy('link')}>
            Copy the link{chars !== null ? ` (${fmt(chars)} chars)` : ''}
          </button>
          {compactChars !== null && (
            <button type="button" onClick={() => copy('compact')} data-testid="share-compact">
              Copy a compact link ({fmt(compactChars)} chars): every number the same, pasted outputs as
              generated text
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              setOpen(false)
              const { scenario, pinned } = store.getState()
              saveScenarioFile(scenario, pinned ? '-B' : '')
              if (pinned) saveScenarioFile(pinned, '-A')
            }}
          >
            Save as {pinned ? 'files (A and B)' : 'a file'}: the whole scenario, pasted text and all
          </button>
        </fieldset>
      )}
    </div>
  )
}
