// The theme first: every component's and view's own styles come after it, and win over it where they differ.
import './theme.css'
import { lazy, Suspense, useEffect } from 'react'
import { Header } from '../header/Header.tsx'
import { DropTarget } from '../import/DropTarget.tsx'
import { FaultBoundary } from '../layout/FaultBoundary.tsx'
import { Notices } from '../notices/Notices.tsx'
import { SystemTabs } from './SystemTabs.tsx'
import { useApp, useAppStore } from './store-context.tsx'
import { systemFor } from './systems.ts'

// The import dialog (paste, choose a file, confirm) loads on first use: most visits never open it.
const ImportDialog = lazy(() => import('../import/ImportDialog.tsx'))
// The teaching layer (story bar, gallery, presentation, seed reader) draws nothing until one is opened; it loads
// beside the first paint, before anyone can open one (a `?story=` link opens its story once it has).
const TeachLayer = lazy(() => import('../gallery/TeachLayer.tsx').then((m) => ({ default: m.TeachLayer })))
// The A/B view loads once something is pinned: it reaches the simulator (Explore's sides), which the first page
// must not carry.
const CompareBar = lazy(() => import('../compare/CompareBar.tsx').then((m) => ({ default: m.CompareBar })))

/** Text editors keep their own undo; the scenario's undo answers everywhere else (checkboxes and sliders too). */
const TEXT_ENTRY =
  'input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]):not([type=button]), textarea, [contenteditable], .monaco-editor'
const editsText = (el: EventTarget | null) => el instanceof HTMLElement && el.closest(TEXT_ENTRY) !== null

/** The layout shell: the top bar, the system tabs, messages, and the active system's view. */
export function App() {
  const store = useAppStore()

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || editsText(e.target)) return
      e.preventDefault()
      const { undo, redo } = store.getState()
      if (e.shiftKey) redo()
      else undo()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])

  const { id, View } = systemFor(useApp((s) => s.scenario.view.tab))
  const importing = useApp((s) => s.importDialogOpen)
  const comparing = useApp((s) => s.pinned !== null)

  return (
    <div className="app">
      <Header />
      {/* Landmarks: the header (banner), the systems (navigation), the active system (main). */}
      <nav aria-label="Reproduced systems">
        <SystemTabs />
      </nav>
      <main>
        <Notices />
        {/* Each part in a boundary of its own: a fault in one leaves the header, the tabs and the rest working. */}
        <FaultBoundary part="panel">
          {comparing && (
            <Suspense fallback={null}>
              <CompareBar />
            </Suspense>
          )}
        </FaultBoundary>
        <FaultBoundary part="panel">
          <Suspense fallback={null}>
            <TeachLayer />
          </Suspense>
        </FaultBoundary>
        <div id="system-view" role="tabpanel" aria-labelledby={`tab-${id}`}>
          <FaultBoundary part="tab" resetKey={id}>
            <Suspense fallback={<p className="muted loading">Loading…</p>}>
              <View />
            </Suspense>
          </FaultBoundary>
        </div>
      </main>
      <DropTarget />
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog />
        </Suspense>
      )}
    </div>
  )
}
