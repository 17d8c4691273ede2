import { lazy, Suspense, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { describeScenario, userTitle } from '../../engine/scenario-title.ts'
import { writeScenarioFile } from '../../engine/write-scenario.ts'
import { defaultScenario } from '../../state/default-scenario.ts'
import { shareLinkFor, tooLongForLink } from '../../state/persistence.ts'
import { setTitle } from '../../state/scenario-edits.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { systemFor } from '../app/systems.ts'
import { fmt } from '../format.ts'
import { GalleryButton } from '../gallery/GalleryButton.tsx'
import { readFileText } from '../import/read-file.ts'
import { SeedsButton } from '../seeds/SeedsButton.tsx'
import { EarlierWorkMenu } from './EarlierWorkMenu.tsx'
import { ExamplesMenu } from './ExamplesMenu.tsx'
import { SaveStatus } from './SaveStatus.tsx'

// The presets and their menu load after the first paint (they are not needed for it).
const PresetsMenu = lazy(() => import('../presets/PresetsMenu.tsx'))

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
  const [shareState, setShareState] = useState<string | null>(null)

  const share = async () => {
    const { scenario, makeLink } = store.getState()
    // Made in a worker: a long link would take the page's thread for seconds.
    setShareState('Making the link…')
    const { hash, compact } = makeLink ? await makeLink(scenario) : shareLinkFor(scenario)
    setShareState(null)
    if (hash === null) {
      notify({
        id: 'link-too-long',
        level: 'warning',
        where: 'Share link',
        message: tooLongForLink(scenario),
      })
      return
    }
    const url = `${location.origin}${location.pathname}${hash}`
    try {
      await navigator.clipboard.writeText(url)
      setShareState(`Copied ${compact ? 'compact ' : ''}link (${fmt(url.length)} chars)`)
    } catch {
      setShareState('Clipboard blocked: the link is in the address bar')
    }
    history.replaceState(history.state, '', hash)
    setTimeout(() => setShareState(null), 2500)
  }

  // A scenario file opens at once (undoable); a transcript, recording or tool list asks first (import dialog).
  const open = async (file: File) => {
    const where = `File ${file.name}`
    const read = await readFileText(file)
    if (!read.ok) {
      notify({ id: 'open', level: 'error', where, message: `Could not open it: ${read.message}` })
      return
    }
    await readForImport(where, read.text, file.name)
  }

  const save = () => {
    const { scenario } = store.getState()
    const blob = new Blob([writeScenarioFile(scenario)], { type: 'application/json' })
    const a = document.createElement('a')
    a.href = URL.createObjectURL(blob)
    const name = userTitle(scenario) ?? describeScenario(scenario, scenario.view.tab)
    a.download = `${name.replace(/[^\w.-]+/g, '-').slice(0, 60)}.json`
    a.click()
    setTimeout(() => URL.revokeObjectURL(a.href), 1000)
  }

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
        onChange={(e) => edit(setTitle(e.target.value), 'title')}
      />
      <SaveStatus />
      <div className="actions">
        <EarlierWorkMenu />
        <GalleryButton />
        <SeedsButton />
        <ExamplesMenu />
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
        <button type="button" className="primary" onClick={share} data-testid="share-button">
          {shareState ?? 'Copy share link'}
        </button>
      </div>
    </header>
  )
}
