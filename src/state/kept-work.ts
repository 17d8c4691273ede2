import { isShareLinkHash, type Scenario, writeScenarioFile } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import type { Opening, PersistenceEnv } from './load-initial.ts'
import { cutNotice, describeMissingTexts, formatWhen, notice } from './saved-messages.ts'
import {
  type EarlierWork,
  parseJson,
  type SavedRecord,
  type SavedWork,
  type SetAsideCopy,
  sameWork,
} from './saved-work.ts'
import type { AppStore, KeptWork, KeptWorkActions, Notice, Replaced, Replacement } from './types.ts'

const SWEEP_EVERY_MS = 60_000
/** The default scenario's file: a record of it is not work to keep. */
export const DEFAULT_FILE = writeScenarioFile(defaultScenario())
const DEFAULTS = defaultScenario()

/** What the parts of persistence share: the store, the page, saved work (with its writes), and the queue. */
export interface Persisting {
  store: AppStore
  env: PersistenceEnv
  saved: SavedWork
  /** Runs storage steps one after another with the page's saves, so none sees half of another. */
  enqueue: (task: () => Promise<void> | void) => Promise<void>
}

/**
 * What to call kept work: its title (version 1 kept only the file, whose records were listed as "Untitled
 * scenario": the one inside it), unless that is the default scenario's own title over changed work (the
 * default's title names its 80,000-char budget, which the person may have changed: it is not their work's name).
 */
export function workTitle(record: SavedRecord): string {
  const file = () => parseJson(typeof record.file === 'string' ? record.file : '{}')
  const inner = (read = file()) => (read.ok ? (read.value as ScenarioLike) : null)
  const own = record.title || inner()?.title
  const title = typeof own === 'string' && own.trim() ? own.trim().slice(0, 200) : 'Untitled scenario'
  if (title !== DEFAULTS.title || record.file === DEFAULT_FILE) return title
  const budget = inner()?.resultBudget?.resultBudgetChars
  return typeof budget === 'number' && budget !== DEFAULTS.resultBudget.resultBudgetChars
    ? `Edited default scenario (budget ${budget.toLocaleString('en-US')} chars)`
    : 'Edited default scenario'
}
type ScenarioLike = { title?: unknown; resultBudget?: { resultBudgetChars?: unknown } } | null

const slug = (title: string) =>
  title
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
const dateStamp = (at: number) => new Date(at).toISOString().slice(0, 16).replace(/[:T]/g, '-')

/**
 * Work kept besides the current scenario: what a link, file, example, transcript, reset, safe start or another
 * tab replaced, and unreadable copies set aside. Lists it in the store (`kept`), offers it back, and restores,
 * downloads or discards it.
 */
export function keepWork({ store, env, saved, enqueue }: Persisting) {
  let lastSweep = Number.NEGATIVE_INFINITY
  const notify = (notice: Notice) => store.getState().notify(notice)
  const refuse = (id: string, where: string, message: string) =>
    notify({ id, level: 'error', where, message })
  /** Drops entry `id` from Earlier work (or the copy set aside of that id), and lists what is left. */
  const drop = (id: string) =>
    enqueue(() => {
      saved.forget(id)
      refresh()
    })
  const toKept = (e: EarlierWork): KeptWork => ({
    id: e.id,
    kind: 'earlier',
    title: workTitle(e.record),
    at: e.replacedAt,
    what: replacedBy(e.replacedBy),
    // Version 1's records (untitled, never timed) counted their whole file as pasted chars: unknown, not said.
    chars: e.record.savedAt === 0 && e.record.title === '' ? 0 : e.record.chars,
  })
  const setAsideToKept = (c: SetAsideCopy): KeptWork => {
    const what = `set aside: ${c.why}`
    return { id: c.id, kind: 'set-aside', title: 'Unreadable saved copy', at: c.at, what, chars: c.chars }
  }
  const refresh = () =>
    store.setState({
      kept: [...saved.readEarlier().map(toKept), ...saved.readSetAside().map(setAsideToKept)],
      keptActions: actions,
    })

  const restore = async (id: string) => {
    const entry = saved.readEarlier().find((e) => e.id === id)
    const where = 'Earlier work'
    if (!entry) return refuse('restored', where, 'That work is no longer kept in this browser.')
    const opened = await saved.openRecord(entry.record, env.open)
    if (!opened.ok)
      return refuse(
        'restored',
        where,
        `Could not restore it: ${opened.why}. It stays kept (download it from Earlier work).`,
      )
    store.getState().dismiss('restore-earlier')
    store.getState().dismiss('safe-start')
    // The whole view comes back: its A/B pin as it was (or none).
    openView(store, opened.scenario, opened.pinned, { kind: 'restore' })
    void drop(id)
    if (opened.cut.length > 0) notify(cutNotice(opened.cut, 'It was restored'))
    const missing =
      opened.missing.length > 0
        ? ` This browser’s storage no longer holds some of its pasted text, so these are empty: ${describeMissingTexts(opened.missing, false)}.`
        : ''
    const message = `Restored “${workTitle(entry.record)}” (${replacedBy(entry.replacedBy)} at ${formatWhen(entry.replacedAt, env.now())}). The work it replaced is kept under Earlier work; Undo also brings it back.${missing}`
    notify(notice('restored', missing ? 'warning' : 'info', where, message))
  }

  const download = async (id: string) => {
    const entry = saved.readEarlier().find((e) => e.id === id)
    if (entry) {
      // What "Save file" would give: the scenario, its long texts back in place.
      const opened = await saved.openRecord(entry.record, env.open)
      if (!opened.ok) return refuse('kept-download', 'Earlier work', `Could not download it: ${opened.why}.`)
      const name = slug(entry.record.title || workTitle(entry.record)) || 'scenario'
      return env.download(`${name}-${dateStamp(entry.replacedAt)}.json`, writeScenarioFile(opened.scenario))
    }
    const copy = saved.readSetAside().find((c) => c.id === id)
    const text = copy && (await saved.setAsideText(copy).catch(() => undefined))
    if (!copy || text === undefined)
      return refuse('kept-download', 'Saved work', 'That copy is no longer kept in this browser.')
    env.download(`unreadable-saved-copy-${dateStamp(copy.at)}.json`, text)
  }

  /** Notes that the offer of entry `id` was seen: it is no longer offered as the page opens. */
  const acknowledge = (id: string) =>
    enqueue(() => {
      saved.editEarlier((list) =>
        list.some((e) => e.id === id && !e.acknowledged)
          ? list.map((e) => (e.id === id ? { ...e, acknowledged: true } : e))
          : list,
      )
    })

  /** Offers, in a notice, to restore the work a replacement put aside; dismissing it means it was seen. */
  const offer = (entry: EarlierWork) => {
    const by = entry.replacedBy
    const when = entry.record.savedAt > 0 ? `, saved ${formatWhen(entry.record.savedAt, env.now())}` : ''
    const subject =
      by.kind === 'reset'
        ? 'The defaults replaced'
        : by.kind === 'restore'
          ? 'Restoring replaced'
          : `This ${by.kind} opened in place of`
    const message = `${subject} your work “${workTitle(entry.record)}”${when}. That work is kept in this browser (Earlier work).`
    const restoreIt = {
      label: `Restore the work you had before ${WORDS[by.kind][1]}`,
      run: () => void restore(entry.id),
    }
    const more = { actions: [restoreIt], onDismiss: () => void acknowledge(entry.id) }
    notify(notice('restore-earlier', 'info', by.name ?? WORDS[by.kind][0], message, more))
  }

  /** Keeps `record`, replaced by `by`, first in Earlier work (unless it is there already) and lists it. */
  const push = (record: SavedRecord, by: Replacement, at = env.now()) => {
    const entry = saved.pushEarlier(record, by, at)
    refresh()
    return entry
  }

  const actions: KeptWorkActions = { restore, download, discard: drop }
  return {
    actions,
    refresh,
    push,

    /** Keeps the scenario a whole-scenario replacement put aside, unless it was the untouched defaults. */
    keepReplaced: (replaced: Replaced) =>
      enqueue(async () => {
        const record = await saved.prepare(replaced.previous, '', replaced.previousPinned ?? null)
        if (record.file === DEFAULT_FILE && record.texts.length === 0 && !record.pinned) return
        const entry = push(record, replaced.by, replaced.at)
        if (entry && replaced.by.kind !== 'restore') offer(entry)
      }),

    /**
     * What persistence does, as it starts, with what the page found as it opened: says an unreadable copy was set
     * aside, keeps a link's or a safe start's replaced copy in Earlier work (making the opened scenario the current
     * copy through persistence's one writer, `commit`), and offers back the latest work not yet seen.
     */
    open(
      opening: Opening,
      commit: (record: SavedRecord, scenario: Scenario) => void,
      openLink: (hash: string) => Promise<void>,
    ) {
      const { unreadable, recovered, replacedByLink: replaced } = opening
      if (unreadable) announceSetAside(unreadable)
      if (recovered) {
        // A safe start: the saved copy that did not finish drawing goes to Earlier work, and the defaults become
        // the current copy (else the next load would draw it again), in that order, so a failure leaves it where
        // it was. The address bar's link goes too (its text is in the notice, or it is the saved copy's own): a
        // reload there would open what did not finish drawing.
        if (isShareLinkHash(env.location.hash)) env.replaceHash('')
        const { record, link } = recovered
        const tell = (entry: EarlierWork | null) => {
          const message = entry
            ? 'The saved scenario did not finish drawing last time; opened the defaults. Your work is kept in Earlier work.'
            : `The page did not finish drawing last time${link ? ' (it was opening the link kept below)' : ''}; opened the defaults.`
          const actions = [
            ...(entry ? [{ label: 'Try it again', run: () => void restore(entry.id) }] : []),
            ...(link ? [{ label: 'Try the link again', run: () => void openLink(link) }] : []),
          ]
          const seen = entry ? { onDismiss: () => void acknowledge(entry.id) } : {}
          notify(
            notice('safe-start', 'warning', 'Safe start', message, {
              ...(link && { keptText: link }),
              actions,
              ...seen,
            }),
          )
        }
        if (!record || record.file === DEFAULT_FILE) tell(null)
        else
          void enqueue(async () => {
            const entry =
              push(record, { kind: 'safe-start' }) ??
              saved.readEarlier().find((e) => sameWork(e.record, record)) ??
              null
            tell(entry)
            const { scenario } = store.getState()
            if (entry) commit(await saved.prepare(scenario, ''), scenario)
          })
      } else if (replaced)
        void enqueue(async () => {
          // An unreadable copy that could not be set aside is where the current copy goes: never written over.
          if (unreadable && !unreadable.copy) return
          const { scenario } = store.getState()
          const linkRecord = await saved.prepare(scenario, env.location.hash)
          if (sameWork(linkRecord, replaced)) return
          const entry = saved.pushEarlier(replaced, { kind: 'link' }, env.now())
          // The link's scenario is the saved work now; the work it replaced is kept, restorable.
          commit(linkRecord, scenario)
          refresh()
          if (entry) offer(entry)
        })
      else {
        const latest = saved.readEarlier()[0]
        if (latest && !latest.acknowledged) offer(latest)
      }
      refresh()
      void enqueue(sweepNow)
    },

    /** As another tab's save: this tab's record kept in Earlier work (unless it holds the same work), its id. */
    keepOnce: (record: SavedRecord): string | null =>
      saved.readEarlier().find((e) => sameWork(e.record, record))?.id ??
      push(record, { kind: 'tab' })?.id ??
      null,

    sweepNow,
  }

  /** Deletes texts nothing refers to any more, at most once a minute. */
  async function sweepNow() {
    if (env.now() - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = env.now()
    await saved.sweep().catch(() => 0)
  }

  /** Says that an unreadable saved copy was set aside (or could not be, and is left where it was). */
  function announceSetAside({ why, copy, raw }: NonNullable<Opening['unreadable']>) {
    const message = copy
      ? `The copy saved in this browser could not be read (${why}). It is kept aside, unchanged (${copy.chars.toLocaleString('en-US')} chars), and nothing will write over it; it is listed under Earlier work.`
      : `The copy saved in this browser could not be read (${why}), nor moved aside (storage refused it). It stays where it is, unchanged, and this page saves nothing over it: your edits here are not saved in this browser. Use “Save file” to keep them.`
    const run = copy
      ? () => void download(copy.id)
      : () => env.download(`unreadable-saved-copy-${dateStamp(env.now())}.json`, raw)
    notify(
      notice('saved-set-aside', copy ? 'warning' : 'error', 'Saved work', message, {
        actions: [{ label: 'Download the unreadable copy', run }],
      }),
    )
  }
}

export type KeptWorkApi = ReturnType<typeof keepWork>

/** Opens a whole view over the scenario (`by` replaced it): `scenario`, and `pinned` as its A (null: none). */
export function openView(store: AppStore, scenario: Scenario, pinned: Scenario | null, by: Replacement) {
  store.getState().load(scenario, by)
  if (pinned) store.setState({ pinned, pinnedReport: null, pinnedReportScenario: null })
  else store.getState().unpin()
}

/**
 * The words for each kind of replacement: where its notice comes from (a named file, example or transcript: its
 * name), what the person did (the end of “the work you had before …”), and the same as a past event in a list.
 */
const WORDS: Record<Replacement['kind'], [source: string, doing: string, past: string]> = {
  link: ['Share link', 'opening this link', 'replaced by a share link'],
  file: ['File', 'opening this file', 'replaced by a file'],
  example: ['Example', 'opening this example', 'replaced by an example'],
  transcript: ['Transcript', 'opening this transcript', 'replaced by a transcript'],
  reset: ['Reset', 'resetting', 'replaced by a reset to the defaults'],
  restore: ['Earlier work', 'restoring earlier work', 'replaced when earlier work was restored'],
  'safe-start': ['Safe start', 'the safe start', 'set aside by a safe start (it did not finish drawing)'],
  tab: ['Another tab', 'another tab saved over it', 'saved over by another tab'],
}
const replacedBy = (by: Replacement) => (by.name ? `replaced by ${by.name}` : WORDS[by.kind][2])
