import { useId, useRef } from 'react'
import { MAX_JSON_DEPTH } from '../../state/engine.ts'
import { nestsDeeperThan } from './json-nesting.ts'
import { jsonDefaults, monaco } from './monaco.ts'
import type { JsonEditorProps } from './types.ts'
import { baseOptions, useMonacoEditor } from './use-monaco-editor.ts'

/** The schemas of every open JSON editor by model URI: Monaco's JSON options are global, so set them all at once. */
const schemas = new Map<string, { uri: string; schema: unknown }>()
function applySchemas() {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    schemaValidation: 'error',
    enableSchemaRequest: false,
    schemas: [...schemas.entries()].map(([model, s]) => ({
      uri: s.uri,
      fileMatch: [model],
      schema: s.schema,
    })),
  })
}

/** JSON while Monaco's JSON worker can read it; plain text past the page's nesting bound (see nestsDeeperThan). */
const languageFor = (text: string) => (nestsDeeperThan(text, MAX_JSON_DEPTH) ? 'plaintext' : 'json')

/** Monaco over a JSON document, validated against `schema` as you type (squiggles, hover messages, completion). */
export default function MonacoJson({
  label,
  value,
  onChange,
  schema,
  schemaId,
  height = 320,
}: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const id = useId().replace(/[^\w-]/g, '')

  useMonacoEditor(host, value, onChange, (el, first) => {
    const uri = monaco.Uri.parse(`inmemory://plans/${id}.json`)
    schemas.set(uri.toString(), { uri: `inmemory://schemas/${schemaId}.json`, schema })
    applySchemas()
    // The model's first listener switches its language, so it runs before Monaco's JSON diagnostics listen
    // (they are added when the model becomes JSON, after this): a text too deep for the JSON worker never gets
    // a validation scheduled (Monaco does not cancel one already scheduled when the language changes).
    const model = monaco.editor.createModel(first, 'plaintext', uri)
    const guard = model.onDidChangeContent(() => {
      const language = languageFor(model.getValue())
      if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language)
    })
    monaco.editor.setModelLanguage(model, languageFor(first))
    const editor = monaco.editor.create(el, {
      ...baseOptions(label),
      model,
      tabSize: 2,
      formatOnPaste: true,
      fixedOverflowWidgets: true,
    })
    return {
      editor,
      dispose: () => {
        guard.dispose()
        schemas.delete(uri.toString())
        applySchemas()
      },
    }
  })

  return (
    <div
      ref={host}
      className="monaco-host json-host"
      style={{ height }}
      data-testid="monaco-json"
      data-schema={schemaId}
    />
  )
}
