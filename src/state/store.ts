import { createStore, type StoreApi } from 'zustand/vanilla'
import type { OpenRequest, OpenResult, ResultBudgetReport, Scenario, ShownReport } from '../engine/index.ts'
import type { EngineResult } from '../worker/engine-client.ts'
import { defaultScenario } from './default-scenario.ts'
import { type ImportSlice, importSlice } from './import-actions.ts'
import type { LinkMaker } from './link-maker.ts'

export type NoticeLevel = 'error' | 'warning' | 'info'

/** A message for the user: what happened, where (a field, the share link, a file), and any text to keep. */
export interface Notice {
  id: string
  level: NoticeLevel
  where: string
  message: string
  /** The user's text that could not be used (a damaged link, say), kept so nothing is lost. */
  keptText?: string
  /** What the user can do about it, as buttons (restore earlier work, download a copy set aside). */
  actions?: NoticeAction[]
  /** Runs when the user dismisses it (a notice that offers something records that it was seen). */
  onDismiss?: () => void
}

export interface NoticeAction {
  label: string
  run: () => void
}

/** What replaced the scenario as a whole: the work it replaced is kept restorable (see `persistence.ts`). */
export interface Replacement {
  kind: 'link' | 'file' | 'example' | 'transcript' | 'reset' | 'restore' | 'safe-start' | 'tab'
  /** The file's or example's name, shown with it. */
  name?: string
}

/** The last time the scenario was replaced as a whole, and the scenario it replaced. */
export interface Replaced {
  previous: Scenario
  /** The A/B view's scenario A when it was replaced (null: nothing pinned), kept with it. */
  previousPinned?: Scenario | null
  by: Replacement
  at: number
}

export interface ScenarioSlice {
  scenario: Scenario
  past: Scenario[]
  future: Scenario[]
  /** Records an edit for undo. Edits with the same `mergeKey` within a second become one step (typing). */
  edit: (recipe: (s: Scenario) => Scenario, mergeKey?: string) => void
  /** Changes what is viewed (not an edit: no undo step). */
  view: (recipe: (s: Scenario) => Scenario) => void
  /**
   * Replaces the whole scenario (a file, an example, a transcript, a reset), as one undo step, and records the
   * scenario it replaced in `replaced`, so persistence keeps it restorable after a reload too.
   */
  load: (scenario: Scenario, by?: Replacement) => void
  /** The last whole-scenario replacement (null before any). */
  replaced: Replaced | null
  /** Opens a scenario file's text (validated in the worker); a bad file leaves the scenario as it was. */
  openText: (where: string, text: string, by?: Replacement) => Promise<boolean>
  undo: () => void
  redo: () => void
}

export interface ReportSlice {
  /** The last good report. Before the worker's first answer it may hold seed 003's part only. */
  report: ShownReport | null
  /** The scenario the report was computed from; when it is not the current one, the report is being updated. */
  reportScenario: Scenario | null
  engineError: string | null
  applyEngineResult: (result: EngineResult) => void
  /** Shows seed 003's part computed in the page for the first frame, until the worker's report arrives. */
  showFirstReport: (report: ResultBudgetReport, scenario: Scenario) => void
}

export interface UiSlice {
  /** Input fields whose text is not a valid value, by field key: while any exists, the report is stale. */
  fieldErrors: Record<string, string>
  setFieldError: (key: string, message: string | null) => void
  notices: Notice[]
  notify: (notice: Notice) => void
  dismiss: (id: string) => void
}

/** Work kept in this browser besides the current scenario: replaced work, and unreadable copies set aside. */
export interface KeptWork {
  id: string
  kind: 'earlier' | 'set-aside'
  /** The scenario's title, or what the copy was. */
  title: string
  /** When it was replaced or set aside (ms since 1970). */
  at: number
  /** One line: what replaced it, or why it could not be read. */
  what: string
  /** Pasted chars it holds (0 when unknown). */
  chars: number
}

/** What the page can do with kept work; set by persistence, which owns the storage. */
export interface KeptWorkActions {
  restore: (id: string) => Promise<void>
  download: (id: string) => Promise<void>
  discard: (id: string) => Promise<void>
}

/** Where the current scenario stands in this browser's storage. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving'; chars: number }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; message: string }

export interface SavedWorkSlice {
  kept: KeptWork[]
  keptActions: KeptWorkActions | null
  saveStatus: SaveStatus
  /**
   * Makes share links off the page's thread, each scenario's once (set by persistence, which shares it with the
   * address bar; null before, or in tests).
   */
  linkMaker: LinkMaker | null
}

/**
 * A / B (issue 13 §1): scenario A pinned beside the one being edited (B). A is not part of the scenario (undo
 * never touches it); the share link carries both.
 */
export interface CompareSlice {
  /** Scenario A; null when nothing is pinned. */
  pinned: Scenario | null
  /** A's report, evaluated with B's view so the tab shown has its parts; null until the engine answers. */
  pinnedReport: ShownReport | null
  /** The scenario A's report was computed from (A with B's view). */
  pinnedReportScenario: Scenario | null
  /** Pins the scenario being edited as A (again: B becomes the new A). */
  pin: () => void
  unpin: () => void
  /** A and B trade places: the scenario becomes A (one undo step, nothing "replaced"), and A becomes what B was. */
  swap: () => void
  applyPinnedResult: (result: EngineResult) => void
}

export type AppState = ScenarioSlice & ReportSlice & UiSlice & SavedWorkSlice & CompareSlice & ImportSlice
export type AppStore = StoreApi<AppState>

const HISTORY_LIMIT = 200
const MERGE_WINDOW_MS = 1_000

export interface StoreOptions {
  initialScenario?: Scenario
  /** Scenario A of an A/B share link. */
  initialPinned?: Scenario | null
  /** Turns text (or a file, read where it is opened) into a scenario; the engine worker's `open`. */
  open?: (request: OpenRequest, file?: Blob) => Promise<OpenResult>
  /** The clock, passed in so tests can step it. */
  now?: () => number
}

const noOpener = async (): Promise<OpenResult> => ({ kind: 'error', message: 'no engine to read files with' })

export function createAppStore({
  initialScenario = defaultScenario(),
  initialPinned = null,
  open = noOpener,
  now = Date.now,
}: StoreOptions = {}): AppStore {
  let lastMerge: { key: string; at: number } | null = null

  return createStore<AppState>()((set, get) => ({
    scenario: initialScenario,
    past: [],
    future: [],
    edit: (recipe, mergeKey) => {
      const { scenario, past } = get()
      const next = recipe(scenario)
      if (next === scenario) return
      const t = now()
      const merge =
        mergeKey !== undefined && lastMerge?.key === mergeKey && t - lastMerge.at < MERGE_WINDOW_MS
      lastMerge = mergeKey === undefined ? null : { key: mergeKey, at: t }
      set({ scenario: next, past: merge ? past : [...past, scenario].slice(-HISTORY_LIMIT), future: [] })
    },
    view: (recipe) => set({ scenario: recipe(get().scenario) }),
    load: (scenario, by = { kind: 'file' }) => {
      lastMerge = null
      const previous = get().scenario
      set({
        scenario,
        past: [...get().past, previous].slice(-HISTORY_LIMIT),
        future: [],
        replaced: { previous, previousPinned: get().pinned, by, at: now() },
      })
    },
    replaced: null,
    openText: async (where, text, by) => {
      const result = await open({ kind: 'file', text })
      if (result.kind !== 'ok') {
        const reason = result.kind === 'error' ? result.message : 'nothing to open'
        get().notify({
          id: 'open',
          level: 'error',
          where,
          message: `Could not open it: ${reason}. Your scenario is unchanged.`,
        })
        return false
      }
      get().dismiss('open')
      get().load(result.scenario, by ?? { kind: 'file', name: where })
      return true
    },
    undo: () => {
      const { past, scenario, future } = get()
      const previous = past.at(-1)
      if (!previous) return
      lastMerge = null
      set({ scenario: previous, past: past.slice(0, -1), future: [scenario, ...future] })
    },
    redo: () => {
      const { past, scenario, future } = get()
      const [next, ...rest] = future
      if (!next) return
      lastMerge = null
      set({ scenario: next, past: [...past, scenario], future: rest })
    },

    report: null,
    reportScenario: null,
    engineError: null,
    applyEngineResult: (result) =>
      set(
        result.ok
          ? { report: result.report, reportScenario: result.scenario, engineError: null }
          : { engineError: result.message },
      ),
    showFirstReport: (report, scenario) => {
      if (get().report === null) set({ report, reportScenario: scenario })
    },

    fieldErrors: {},
    setFieldError: (key, message) => {
      const { [key]: _, ...rest } = get().fieldErrors
      set({ fieldErrors: message === null ? rest : { ...rest, [key]: message } })
    },
    notices: [],
    notify: (notice) => set({ notices: [...get().notices.filter((n) => n.id !== notice.id), notice] }),
    dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),

    kept: [],
    keptActions: null,
    saveStatus: { kind: 'idle' },
    pinned: initialPinned,
    pinnedReport: null,
    pinnedReportScenario: null,
    pin: () => {
      const { scenario, report, reportScenario } = get()
      // B's report is A's now: no wait for the engine.
      const fresh = reportScenario === scenario
      set({
        pinned: scenario,
        pinnedReport: fresh ? report : null,
        pinnedReportScenario: fresh ? scenario : null,
      })
    },
    unpin: () => set({ pinned: null, pinnedReport: null, pinnedReportScenario: null }),
    swap: () => {
      const { pinned, scenario } = get()
      if (pinned === null) return
      // A opens on the tab B shows, so the comparison stays where the user is looking.
      get().edit(() => ({ ...pinned, view: scenario.view }))
      set({ pinned: scenario, pinnedReport: null, pinnedReportScenario: null })
    },
    applyPinnedResult: (result) => {
      if (result.ok) set({ pinnedReport: result.report, pinnedReportScenario: result.scenario })
    },
    linkMaker: null,

    ...importSlice(set, get, open),
  }))
}

/** The report is stale (the last good one, kept on screen) while a field is invalid or the engine failed. */
export const selectIsStale = (s: AppState): boolean =>
  Object.keys(s.fieldErrors).length > 0 || s.engineError !== null
/** A newer scenario is being evaluated. */
export const selectIsUpdating = (s: AppState): boolean => s.report !== null && s.reportScenario !== s.scenario
