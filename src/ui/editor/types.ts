// The JSON editor's props, shared by the textarea (JsonEditor.tsx) and Monaco (MonacoJson.tsx, which it loads
// lazily): apart, so Monaco's module does not import the one that loads it.

export interface JsonEditorProps {
  label: string
  value: string
  onChange: (text: string) => void
  /** A JSON Schema (a plain object, never the validation library): Monaco marks what breaks it as you type. */
  schema: unknown
  /** A short name for the schema, unique per kind of document (`tool-call-plan`). */
  schemaId: string
  /** Height in px. */
  height?: number
}
