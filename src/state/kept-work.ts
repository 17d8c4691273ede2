import { placeTexts, type Scenario, writeScenarioFile } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import type { PersistenceEnv } from './persistence-env.ts'
import { cutNotice, describeMissingTexts, formatWhen } from './saved-messages.ts'
import {
  type EarlierWork,
  openRecord,
  parseJson,
  recordTitle,
  type SavedRecord,
  type SetAsideCopy,
} from './saved-work.ts'
import type { AppStore, KeptWork, KeptWorkActions, Replaced, Replacement } from './types.ts'

const SWEEP_EVERY_MS = 60_000
/** The default scenario's file: a record of it is not work to keep. */
export const DEFAULT_FILE = writeScenarioFile(defaultScenario())
const DEFAULT_TITLE = defaultScenario().title

/**
 * What to call kept work: its title, unless that is the default scenario's own title over changed work (the
 * default's title names its 80,000-char budget, which the person may have changed: it is not their work's name).
 */
export function workTitle(record: SavedRecord): string {
  const title = recordTitle(record)
  if (title !== DEFAULT_TITLE || record.file === DEFAULT_FILE) return title
  const file = parseJson(typeof record.file === 'string' ? record.file : '{}')
  const budget = file.ok ? (file.value as ScenarioLike)?.resultBudget?.resultBudgetChars : undefined
  return typeof budget === 'number' && budget !== defaultScenario().resultBudget.resultBudgetChars
    ? `Edited default scenario (budget ${budget.toLocaleString('en-US')} chars)`
    : 'Edited default scenario'
}
type ScenarioLike = { resultBudget?: { resultBudgetChars?: unknown } } | null

const slug = (title: string) =>
  title
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
const dateStamp = (at: number) => new Date(at).toISOString().slice(0, 16).replace(/[:T]/g, '-')

/**
 * Work kept besides the current scenario: what a link, file, example, transcript or reset replaced, and
 * unreadable copies set aside. Lists it in the store (`kept`), and restores, downloads or discards it.
 * `enqueue` runs storage tasks one after another with the page's saves, so none sees half of another.
 */
export function keepWork(
  store: AppStore,
  env: PersistenceEnv,
  enqueue: (task: () => Promise<void> | void) => Promise<void>,
) {
  const { saved } = env
  let lastSweep = Number.NEGATIVE_INFINITY
  const notify = (...args: Parameters<ReturnType<AppStore['getState']>['notify']>) =>
    store.getState().notify(...args)
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
  const setAsideToKept = (c: SetAsideCopy): KeptWork => ({
    id: c.id,
    kind: 'set-aside',
    title: 'Unreadable saved copy',
    at: c.at,
    what: `set aside: ${c.why}`,
    chars: c.chars,
  })
  const refresh = () =>
    store.setState({
      kept: [...saved.readEarlier().map(toKept), ...saved.readSetAside().map(setAsideToKept)],
      keptActions: actions,
    })

  /** The scenario file of a kept record with its long texts back in place (what "Save file" would give). */
  const fileOf = async (record: SavedRecord): Promise<string | null> => {
    const request = await saved.requestFor(record)
    if (!request.ok || request.request.kind !== 'saved') return null
    const { file, texts } = request.request
    const json = parseJson(file)
    const placed = json.ok ? placeTexts(json.value, texts) : json
    return placed.ok ? writeScenarioFile(placed.value as Scenario) : file
  }

  const restore = async (id: string) => {
    const entry = saved.readEarlier().find((e) => e.id === id)
    const where = 'Earlier work'
    if (!entry) return refuse('restored', where, 'That work is no longer kept in this browser.')
    const opened = await openRecord(saved, env.open, entry.record)
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
    notify({
      id: 'restored',
      level: missing ? 'warning' : 'info',
      where,
      message: `Restored “${workTitle(entry.record)}” (${replacedBy(entry.replacedBy)} at ${formatWhen(entry.replacedAt, env.now())}). The work it replaced is kept under Earlier work; Undo also brings it back.${missing}`,
    })
  }

  const download = async (id: string) => {
    const entry = saved.readEarlier().find((e) => e.id === id)
    if (entry) {
      const text = await fileOf(entry.record)
      if (text === null)
        return refuse('kept-download', 'Earlier work', 'Its text is missing from this browser’s storage.')
      env.download(`${slug(entry.record.title) || 'scenario'}-${dateStamp(entry.replacedAt)}.json`, text)
      return
    }
    const copy = saved.readSetAside().find((c) => c.id === id)
    const text = copy && (await saved.setAsideText(copy).catch(() => undefined))
    if (!copy || text === undefined)
      return refuse('kept-download', 'Saved work', 'That copy is no longer kept in this browser.')
    env.download(`unreadable-saved-copy-${dateStamp(copy.at)}.json`, text)
  }

  const acknowledge = (id: string) =>
    enqueue(() => {
      saved.editEarlier((list) =>
        list.some((e) => e.id === id && !e.acknowledged)
          ? list.map((e) => (e.id === id ? { ...e, acknowledged: true } : e))
          : list,
      )
    })

  const actions: KeptWorkActions = { restore, download, discard: drop }

  const api = {
    actions,
    now: env.now,
    refresh,
    acknowledge,

    /** Keeps the scenario a whole-scenario replacement put aside, unless it was the untouched defaults. */
    keepReplaced: (replaced: Replaced) =>
      enqueue(async () => {
        const record = await saved.prepare(replaced.previous, '', replaced.previousPinned ?? null)
        if (record.file === DEFAULT_FILE && record.texts.length === 0 && !record.pinned) return
        const entry = saved.pushEarlier(record, replaced.by, replaced.at)
        refresh()
        if (entry && replaced.by.kind !== 'restore') offerRestore(store, api, entry)
      }),

    /** Says that an unreadable saved copy was set aside (or could not be, and is left where it was). */
    announceSetAside: (why: string, copy: SetAsideCopy | null, raw: string) =>
      notify({
        id: 'saved-set-aside',
        level: copy ? 'warning' : 'error',
        where: 'Saved work',
        message: copy
          ? `The copy saved in this browser could not be read (${why}). It is kept aside, unchanged (${copy.chars.toLocaleString('en-US')} chars), and nothing will write over it; it is listed under Earlier work.`
          : `The copy saved in this browser could not be read (${why}), nor moved aside (storage refused it). It stays where it is, unchanged, and this page saves nothing over it: your edits here are not saved in this browser. Use “Save file” to keep them.`,
        actions: [
          {
            label: 'Download the unreadable copy',
            run: copy
              ? () => void download(copy.id)
              : () => env.download(`unreadable-saved-copy-${dateStamp(env.now())}.json`, raw),
          },
        ],
      }),

    /** Deletes texts nothing refers to any more, at most once a minute. */
    sweepNow: async () => {
      if (env.now() - lastSweep < SWEEP_EVERY_MS) return
      lastSweep = env.now()
      await saved.sweep().catch(() => 0)
    },
  }
  return api
}

export type KeptWorkApi = ReturnType<typeof keepWork>

/** Opens a whole view over the scenario (`by` replaced it): `scenario`, and `pinned` as its A (null: none). */
export function openView(store: AppStore, scenario: Scenario, pinned: Scenario | null, by: Replacement) {
  store.getState().load(scenario, by)
  if (pinned) store.setState({ pinned, pinnedReport: null, pinnedReportScenario: null })
  else store.getState().unpin()
}

/** Offers, in a notice, to restore the work a replacement put aside; dismissing it means it was seen. */
export function offerRestore(store: AppStore, kept: KeptWorkApi, entry: EarlierWork) {
  const by = entry.replacedBy
  const title = workTitle(entry.record)
  const when = entry.record.savedAt > 0 ? `, saved ${formatWhen(entry.record.savedAt, kept.now())}` : ''
  const subject =
    by.kind === 'reset'
      ? 'The defaults replaced'
      : by.kind === 'restore'
        ? 'Restoring replaced'
        : `This ${by.kind} opened in place of`
  store.getState().notify({
    id: 'restore-earlier',
    level: 'info',
    where: replacementSource(by),
    message: `${subject} your work “${title}”${when}. That work is kept in this browser (Earlier work).`,
    actions: [
      {
        label: `Restore the work you had before ${replacementDoing(by)}`,
        run: () => void kept.actions.restore(entry.id),
      },
    ],
    onDismiss: () => void kept.acknowledge(entry.id),
  })
}

/**
 * The words for each kind of replacement: where its notice comes from (the link, the file…), what the person did
 * (the end of “the work you had before …”), and the same as a past event in a list of kept work.
 */
const REPLACEMENT_WORDS: Record<
  Replacement['kind'],
  (name?: string) => [source: string, doing: string, past: string]
> = {
  link: () => ['Share link', 'opening this link', 'replaced by a share link'],
  file: (name) => [name ?? 'File', 'opening this file', `replaced by ${name ?? 'a file'}`],
  example: (name) => [name ?? 'Example', 'opening this example', `replaced by ${name ?? 'an example'}`],
  transcript: (name) => [
    name ?? 'Transcript',
    'opening this transcript',
    `replaced by ${name ?? 'a transcript'}`,
  ],
  reset: () => ['Reset', 'resetting', 'replaced by a reset to the defaults'],
  restore: () => ['Earlier work', 'restoring earlier work', 'replaced when earlier work was restored'],
  'safe-start': () => [
    'Safe start',
    'the safe start',
    'set aside by a safe start (it did not finish drawing)',
  ],
  tab: () => ['Another tab', 'another tab saved over it', 'saved over by another tab'],
}

export const replacementSource = (by: Replacement) => REPLACEMENT_WORDS[by.kind](by.name)[0]
export const replacementDoing = (by: Replacement) => REPLACEMENT_WORDS[by.kind](by.name)[1]
export const replacedBy = (by: Replacement) => REPLACEMENT_WORDS[by.kind](by.name)[2]
