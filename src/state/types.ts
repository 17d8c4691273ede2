import type { StoreApi } from 'zustand/vanilla'
import type {
  PassageId,
  ResultBudgetReport,
  Scenario,
  SeedDocId,
  ShownReport,
  SimResult,
} from '../engine/index.ts'
import type { EngineResult } from '../worker/engine-client.ts'
import type { OpenProgress } from '../worker/read-file-text.ts'
import type { LinkMaker } from './link-maker.ts'

// The one store's shape: every slice's state and actions. The slices (./slices/) implement them and read the
// whole state through `get`, so their types live here, where a slice and the store both read them, one way.

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

/** Saved work as the page shows it; persistence (the store's storage side) fills it in. */
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

/** Past this size a file's reading is shown in the import dialog (progress and Cancel); a smaller one is quick. */
export const SHOWN_READ_BYTES = 1024 * 1024

/** A file being read in the worker: its name and how far the reading has got. */
export interface ImportReading extends OpenProgress {
  name: string
}

/** A transcript, recording or tool list read and ready to open, waiting for the person to confirm. */
export interface PendingImport {
  /** The file's name, or null for pasted text. */
  name: string | null
  what: 'transcript' | 'catalog' | 'categories'
  /** The import layer's detection line. */
  summary: string
  notes: string[]
  /** What it replaces, one line per part of the scenario. */
  changes: string[]
  /** The scenario it opens to: the current one with the import laid over it. */
  scenario: Scenario
}

/** How an import attempt ended: opened (a scenario file), waiting for a confirmation, or refused with why. */
export type ImportOutcome =
  | { kind: 'opened' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  /** The person pressed Cancel while the file was read: nothing changed, nothing to say. */
  | { kind: 'cancelled' }

export interface ImportSlice {
  pendingImport: PendingImport | null
  /** The file being read in the worker, with its progress, or null (the dialog shows it, with Cancel). */
  importReading: ImportReading | null
  /** Stops reading the file being read: the worker stops, the scenario is unchanged, nothing is said. */
  cancelImportRead: () => void
  /** Whether the import dialog (paste, choose a file, confirm) is open. */
  importDialogOpen: boolean
  setImportDialogOpen: (open: boolean) => void
  /**
   * Reads a dropped, opened or pasted text in the worker (a file is read there, never on the page's thread): a
   * scenario file opens at once (one undo step); a transcript, recording, tool list or category map waits in
   * `pendingImport` for a confirmation; anything else is refused with a notice naming what and where, the
   * scenario unchanged. A file's reading is followed in `importReading`; one over `SHOWN_READ_BYTES` opens the
   * dialog while it is read, so its progress and Cancel are on screen.
   */
  readForImport: (
    where: string,
    source: string | Blob,
    name?: string,
    /** `quiet`: the caller shows a failure itself (the dialog, beside the kept text), so no notice. */
    options?: { quiet?: boolean },
  ) => Promise<ImportOutcome>
  /** Opens the pending import over the current scenario, as one undo step (Undo restores it). */
  confirmImport: () => void
  cancelImport: () => void
  /**
   * Tool selection's import box: a tool list, a transcript's offered tools or a category map, read in the worker
   * by the import layer and applied as one undo step; a failure changes nothing and says why.
   */
  importSelection: (text: string) => Promise<{ ok: boolean; message: string; notes: string[] }>
}

/**
 * The gallery and presentation mode: whether the gallery is open, which story is being told (its scenario
 * is then the app's scenario, loaded as one undoable step), and the slide being presented. Not part of the
 * scenario: a share link carries a story as `?story=` or `?present=`, not in its hash.
 */
export interface GallerySlice {
  gallery: {
    open: boolean
    /** The story whose scenario is loaded and whose numbers the story bar shows. */
    story: string | null
    /** Presenting: the slide shown (0 is the story's own text, then one panel per slide). Null: not presenting. */
    slide: number | null
    /** A story being fetched and opened (its scenario is not loaded yet). */
    loading: string | null
  }
  openGallery: () => void
  closeGallery: () => void
  /** The story's scenario was loaded: tell it (and present it from its first slide if `present`). */
  showStory: (id: string, present: boolean) => void
  setStoryLoading: (id: string | null) => void
  endStory: () => void
  goToSlide: (slide: number) => void
  stopPresenting: () => void
}

/**
 * The seed reader: which document is open, and the passage highlighted in it (null: the reader is closed). Not
 * part of the scenario (a link does not open the reader) and not undoable: it is where the user is reading.
 */
export interface ReaderSlice {
  reader: { doc: SeedDocId; passage: PassageId | null } | null
  /** Opens the passage's document with the passage highlighted. */
  showPassage: (passage: PassageId) => void
  /** Opens a document at its top, nothing highlighted. */
  showDoc: (doc: SeedDocId) => void
  closeReader: () => void
}

export type SimStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

/** One side's simulation: kept apart from the scenario (it is computed, on demand). */
export interface SimulationView {
  status: SimStatus
  /** Share of runs done, 0–1, while running (and where a cancelled run stopped). */
  progress: number
  /** The last result; partial when the run was cancelled. Kept on screen while a newer run goes. */
  result: SimResult | null
  /** `simulationKey` of the settings the result was computed from. */
  resultKey: string | null
  /** Wall-clock milliseconds the last finished or cancelled run took. */
  ms: number | null
  message: string | null
  /** A worker of this run died or stopped answering and a new one took over its runs (said while it runs on). */
  restartNotice: string | null
  /** Workers sharing the runs. */
  workers: number
}

/** Which scenario a simulation is of: the edited one (B, the page's), or pinned A of an A/B view. */
export type SimSide = 'edited' | 'pinned'

export interface SimulationSlice {
  /** Each side's simulation, in a pool of its own; a result survives switching tabs and back. */
  simulations: Record<SimSide, SimulationView>
  /** Runs a simulation of `plans` for `side`; a newer run cancels the older one. */
  runSimulation: (side: SimSide, plans: Scenario['plans']) => void
  cancelSimulation: (side: SimSide) => void
  /** Takes a finished run as `side`'s (A pinned just after B's run of the same settings). */
  adoptSimulation: (side: SimSide, view: Partial<SimulationView>) => void
  /** Cancels and ends both pools' workers (the page or the test is done). */
  disposeSimulations: () => void
}

export type AppState = ScenarioSlice &
  ReportSlice &
  UiSlice &
  SavedWorkSlice &
  CompareSlice &
  ImportSlice &
  GallerySlice &
  ReaderSlice &
  SimulationSlice
export type AppStore = StoreApi<AppState>
/** A slice's view of the store: it may set any part and read the whole. */
export type SetState = AppStore['setState']
export type GetState = () => AppState
