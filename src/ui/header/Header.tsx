import { lazy, Suspense, useRef } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { defaultScenario } from '../../state/default-scenario.ts'
import { describeScenario, userTitle } from '../../state/engine.ts'
import { setTitle } from '../../state/scenario-edits.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { systemFor } from '../app/systems.ts'
import { PinButton } from '../compare/PinButton.tsx'
import { GalleryButton } from '../gallery/GalleryButton.tsx'
import { fileTooLarge } from '../import/read-file.ts'
import { SeedsButton } from '../seeds/SeedsButton.tsx'
import { saveScenarioFile } from '../share/save-file.ts'
// The share controls' look is here from the first paint, for their placeholder (ShareControls loads after).
import '../share/share.css'

// The presets and their menu load after the first paint (they are not needed for it).
const PresetsMenu = lazy(() => import('../presets/PresetsMenu.tsx'))
// The share link's controls load beside the first paint (the link itself waits for the coder anyway); until then
// their buttons stand there, inert, as the presets' does.
const ShareControls = lazy(() =>
  import('../share/ShareControls.tsx').then((m) => ({ default: m.ShareControls })),
)
// The examples' menu is disabled until it has fetched their list: it loads beside that, drawn disabled until then.
const ExamplesMenu = lazy(() => import('./ExamplesMenu.tsx').then((m) => ({ default: m.ExamplesMenu })))
// Whether the scenario is saved is said once persistence (itself loaded after the first paint) says something.
const SaveStatus = lazy(() => import('./SaveStatus.tsx').then((m) => ({ default: m.SaveStatus })))
// Earlier work is listed once persistence has read it, after the first paint: its menu loads then.
const EarlierWorkMenu = lazy(() =>
  import('./EarlierWorkMenu.tsx').then((m) => ({ default: m.EarlierWorkMenu })),
)

/** The top bar: which system is shown, the scenario's title, and file, link and history actions. */
export function Header() {
  const store = useAppStore()
  // The user's own title, else one made from the numbers of the tab on screen (issue 12, defect 9): the stock
  // default title only ever described the Result budget's default numbers.
  const title = useApp((s) => userTitle(s.scenario))
  const made = useApp((s) => describeScenario(s.scenario, s.scenario.view.tab))
  const { source } = systemFor(useApp((s) => s.scenario.view.tab))
  const canUndo = useApp((s) => s.past.length > 0)
  const canRedo = useApp((s) => s.future.length > 0)
  const hasSaveStatus = useApp((s) => s.saveStatus.kind !== 'idle')
  const hasEarlierWork = useApp((s) => s.kept.length > 0 && s.keptActions !== null)
  const { undo, redo, edit, load, notify, readForImport, setImportDialogOpen } = useApp(
    useShallow((s) => ({
      undo: s.undo,
      redo: s.redo,
      edit: s.edit,
      load: s.load,
      notify: s.notify,
      readForImport: s.readForImport,
      setImportDialogOpen: s.setImportDialogOpen,
    })),
  )
  const fileInput = useRef<HTMLInputElement>(null)
  // A scenario file opens at once (undoable); a transcript, recording or tool list asks first (import dialog).
  const open = async (file: File) => {
    const where = `File ${file.name}`
    const tooLarge = fileTooLarge(file)
    if (tooLarge) {
      notify({ id: 'open', level: 'error', where, message: `Could not open it: ${tooLarge}` })
      return
    }
    await readForImport(where, file, file.name)
  }

  const save = () => saveScenarioFile(store.getState().scenario)

  return (
    <header className="topbar">
      <h1>Tool Budget Playground</h1>
      <span
        className="system-chip"
        title={`${source}: the published system whose behaviour every number on this tab reproduces`}
      >
        {source}
      </span>
      <input
        className="title-input"
        aria-label="Scenario title"
        value={title ?? ''}
        placeholder={made}
        title={title ?? `${made} (from this tab's numbers; type to give the scenario a title of your own)`}
        data-testid="scenario-title"
        maxLength={200}
        size={Math.max(20, (title || made).length)}
        onChange={(e) => edit(setTitle(e.target.value), 'title')}
      />
      {hasSaveStatus && (
        <Suspense fallback={null}>
          <SaveStatus />
        </Suspense>
      )}
      <div className="actions">
        {hasEarlierWork && (
          <Suspense fallback={null}>
            <EarlierWorkMenu />
          </Suspense>
        )}
        <GalleryButton />
        <SeedsButton />
        <Suspense
          fallback={
            <select aria-label="Open an example scenario" className="examples-menu" value="" disabled>
              <option value="">Examples…</option>
            </select>
          }
        >
          <ExamplesMenu />
        </Suspense>
        <Suspense
          fallback={
            <button type="button" disabled>
              Presets ▾
            </button>
          }
        >
          <PresetsMenu />
        </Suspense>
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          title="Open a scenario file, or a transcript, recording or tool list (it asks before replacing your scenario)"
        >
          Open file
        </button>
        <button
          type="button"
          onClick={() => setImportDialogOpen(true)}
          title="Paste or drop a transcript, recording or tool list and open it as a whole scenario"
          data-testid="import-button"
        >
          Import…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.jsonl,.ndjson,.yaml,.yml,.har,.txt,application/json"
          hidden
          data-testid="file-input"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void open(file)
            e.target.value = ''
          }}
        />
        <button
          type="button"
          onClick={save}
          title="Download this scenario as a .json file (the CLI reads it too)"
        >
          Save file
        </button>
        <button
          type="button"
          onClick={undo}
          disabled={!canUndo}
          title="Undo (Ctrl+Z)"
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          onClick={redo}
          disabled={!canRedo}
          title="Redo (Ctrl+Shift+Z)"
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <button
          type="button"
          onClick={() => load(defaultScenario(), { kind: 'reset' })}
          title="Back to the default scenario (undoable)"
        >
          Reset
        </button>
        <PinButton />
        <Suspense fallback={<SharePlaceholder />}>
          <ShareControls />
        </Suspense>
      </div>
    </header>
  )
}

/** ShareControls' buttons as they first draw, inert, while its module loads. */
function SharePlaceholder() {
  const pinned = useApp((s) => s.pinned !== null)
  return (
    <div className="share">
      <button type="button" className="primary" disabled>
        {pinned ? 'Copy A/B link' : 'Copy share link'}
      </button>
      <button type="button" className="share-length" disabled>
        … ▾
      </button>
    </div>
  )
}
