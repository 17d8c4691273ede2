import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import type { JsonEditorProps } from './types.ts'

export type { JsonEditorProps } from './types.ts'

const MonacoJson = lazy(() => import('./MonacoJson.tsx')) as ComponentType<JsonEditorProps>

/** Monaco needs workers (and a real layout engine); where there are none (jsdom) the textarea stays. */
const canUseMonaco = () => typeof Worker === 'function' && typeof ResizeObserver === 'function'

/**
 * A JSON document's editor with JSON-Schema validation: a plain textarea at once, Monaco (bundled, loaded
 * lazily, with its JSON language worker) once the page is idle. The caller checks the text itself too (Monaco's
 * markers are a view, not a verdict) and shows its messages beside the editor.
 */
export function JsonEditor(props: JsonEditorProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!canUseMonaco()) return
    const t = setTimeout(() => setWanted(true), 0)
    return () => clearTimeout(t)
  }, [])
  const plain = (
    <textarea
      className="json-text"
      aria-label={props.label}
      value={props.value}
      spellCheck={false}
      wrap="off"
      style={{ height: props.height ?? 320 }}
      onChange={(e) => props.onChange(e.target.value)}
    />
  )
  if (!wanted) return plain
  return (
    <Suspense fallback={plain}>
      <MonacoJson {...props} />
    </Suspense>
  )
}
