/** The props of the page's two editors, apart from the components (each loads Monaco lazily). */

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

export interface MonacoOutputProps {
  label: string
  value: string
  /** Where seed 003's head trim cuts (chars kept), or null when the output passes whole. */
  keptChars: number | null
  onChange: (text: string) => void
}
