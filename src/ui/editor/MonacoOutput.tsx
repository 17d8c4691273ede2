import { useEffect, useRef } from 'react'
import { fmt } from '../format.ts'
import { useAfterPaint } from '../layout/use-after-paint.ts'
import { monaco } from './monaco.ts'
import { takeLargePaste } from './paste.ts'
import type { MonacoOutputProps } from './types.ts'
import { baseOptions, useMonacoEditor } from './use-monaco-editor.ts'

/** Monaco over one output, with the part the trim cuts struck through and a ✂ at the cut. */
export default function MonacoOutput({ label, value, keptChars, onChange }: MonacoOutputProps) {
  const host = useRef<HTMLDivElement>(null)
  const decorations = useRef<monaco.editor.IEditorDecorationsCollection | null>(null)

  const editor = useMonacoEditor(host, value, onChange, (el, first, emit) => {
    const e = monaco.editor.create(el, {
      ...baseOptions(label),
      value: first,
      language: 'plaintext',
      wordWrap: 'on',
      renderWhitespace: 'none',
      unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: false },
      bracketPairColorization: { enabled: false },
      // Bracket colours are a text model setting, read from the configuration by this dotted key (the option
      // above alone leaves the models colouring): left on, each render of a 756 KB one-line JSON walks its brackets.
      ...({ 'bracketPairColorization.enabled': false } as object),
      matchBrackets: 'never',
      guides: { bracketPairs: false, indentation: false },
    })
    decorations.current = e.createDecorationsCollection()
    // A paste too large to edit in place never reaches Monaco: it is spliced in here, and the view changes.
    const onPaste = (event: ClipboardEvent) => {
      const model = e.getModel()
      const selection = e.getSelection()
      if (!model || !selection) return
      const start = model.getOffsetAt(selection.getStartPosition())
      const end = model.getOffsetAt(selection.getEndPosition())
      const next = takeLargePaste(event, model.getValue(), { start, end })
      if (next !== null) emit(next)
    }
    el.addEventListener('paste', onPaste, true)
    return { editor: e, dispose: () => el.removeEventListener('paste', onPaste, true) }
  })

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
  }, [cutAt, value, editor])

  return <div ref={host} className="monaco-host" data-testid="monaco-host" />
}
