import { type RefObject, useEffect, useRef } from 'react'
import type { monaco } from './monaco.ts'

type Editor = monaco.editor.IStandaloneCodeEditor

/** The options every editor of the page shares. */
export const baseOptions = (label: string): monaco.editor.IStandaloneEditorConstructionOptions => ({
  ariaLabel: label,
  automaticLayout: true,
  // Tab moves on to the next control, as everywhere else on the page, instead of trapping the keyboard
  // in the editor (Ctrl+M switches Tab to indenting, as in VS Code).
  tabFocusMode: true,
  minimap: { enabled: false },
  lineNumbers: 'on',
  scrollBeyondLastLine: false,
  fontSize: 12,
})

/** What `setUp` made: the editor, and what to undo besides disposing of it and its model. */
export interface MadeEditor {
  editor: Editor
  dispose?: () => void
}

/**
 * One Monaco editor's life in a component: `setUp` creates it once in `host` over the first `value` (with
 * `emit`, which passes a change on to the latest `onChange`); the user's edits go to `onChange`; a later `value`
 * set from outside (an undo, a file opened) replaces the text without being echoed back as an edit (which would
 * add an undo step and clear the redo steps each time the scenario changes under an open editor); unmounting
 * disposes of the editor, its model and what `setUp` returned.
 */
export function useMonacoEditor(
  host: RefObject<HTMLDivElement | null>,
  value: string,
  onChange: (text: string) => void,
  setUp: (host: HTMLDivElement, value: string, emit: (text: string) => void) => MadeEditor,
): RefObject<Editor | null> {
  const editor = useRef<Editor | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const applying = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later values arrive through the effect below
  useEffect(() => {
    if (!host.current) return
    const made = setUp(host.current, value, (text) => onChangeRef.current(text))
    const e = made.editor
    editor.current = e
    const sub = e.onDidChangeModelContent(() => {
      if (!applying.current) onChangeRef.current(e.getValue())
    })
    return () => {
      sub.dispose()
      made.dispose?.()
      e.getModel()?.dispose()
      e.dispose()
      editor.current = null
    }
  }, [])

  useEffect(() => {
    const e = editor.current
    if (!e || e.getValue() === value) return
    applying.current = true
    try {
      e.setValue(value)
    } finally {
      applying.current = false
    }
  }, [value])

  return editor
}
