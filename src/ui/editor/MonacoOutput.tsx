import { useEffect, useRef } from 'react'
import { fmt } from '../format.ts'
import { useAfterPaint } from '../layout/use-after-paint.ts'
import { monaco } from './monaco.ts'
import { takeLargePaste } from './paste.ts'

export interface MonacoOutputProps {
  label: string
  value: string
  /** Where seed 003's head trim cuts (chars kept), or null when the output passes whole. */
  keptChars: number | null
  onChange: (text: string) => void
}
/** Monaco over one output, with the part the trim cuts struck through and a ✂ at the cut. */
export default function MonacoOutput({ label, value, keptChars, onChange }: MonacoOutputProps) {
  const host = useRef<HTMLDivElement>(null)
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null)
  const decorations = useRef<monaco.editor.IEditorDecorationsCollection | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  // A value set from outside (a file opened, an undo) is not the user's edit: echoing it back as one would
  // add an undo step, and clear the redo steps, each time the scenario changes under an open editor.
  const applying = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later values arrive through the effects below
  useEffect(() => {
    if (!host.current) return
    const e = monaco.editor.create(host.current, {
      value,
      language: 'plaintext',
      ariaLabel: label,
      automaticLayout: true,
      // Tab moves on to the next control, as everywhere else on the page, instead of trapping the keyboard
      // in the editor (Ctrl+M switches Tab to indenting, as in VS Code).
      tabFocusMode: true,
      minimap: { enabled: false },
      wordWrap: 'on',
      lineNumbers: 'on',
      scrollBeyondLastLine: false,
      fontSize: 12,
      renderWhitespace: 'none',
      unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: false },
      bracketPairColorization: { enabled: false },
      // Bracket colours are a text model setting, read from the configuration by this dotted key (the option
      // above alone leaves the models colouring): left on, each render of a 756 KB one-line JSON walks its brackets.
      ...({ 'bracketPairColorization.enabled': false } as object),
      matchBrackets: 'never',
      guides: { bracketPairs: false, indentation: false },
    })
    editor.current = e
    decorations.current = e.createDecorationsCollection()
    const sub = e.onDidChangeModelContent(() => {
      if (!applying.current) onChangeRef.current(e.getValue())
    })
    // A paste too large to edit in place never reaches Monaco: it is spliced in here, and the view changes.
    const onPaste = (event: ClipboardEvent) => {
      const model = e.getModel()
      const selection = e.getSelection()
      if (!model || !selection) return
      const start = model.getOffsetAt(selection.getStartPosition())
      const end = model.getOffsetAt(selection.getEndPosition())
      const next = takeLargePaste(event, model.getValue(), { start, end })
      if (next !== null) onChangeRef.current(next)
    }
    host.current.addEventListener('paste', onPaste, true)
    const hostEl = host.current
    return () => {
      hostEl.removeEventListener('paste', onPaste, true)
      sub.dispose()
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

  // The cut moves on every budget edit; Monaco redraws the lines for it, so that waits for the table's frame.
  const cutAt = useAfterPaint(keptChars)
  useEffect(() => {
    const model = editor.current?.getModel()
    if (!model || !decorations.current) return
    if (cutAt === null || cutAt >= value.length) {
      decorations.current.clear()
      return
    }
    const start = model.getPositionAt(cutAt)
    const end = model.getPositionAt(value.length)
    decorations.current.set([
      {
        range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
        options: {
          inlineClassName: 'monaco-cut',
          hoverMessage: {
            value: `Cut by the head trim: ${fmt(value.length - cutAt)} chars`,
          },
          beforeContentClassName: 'monaco-cut-mark',
        },
      },
    ])
  }, [cutAt, value])

  return <div ref={host} className="monaco-host" data-testid="monaco-host" />
}
