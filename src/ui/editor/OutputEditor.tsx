import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { fmt } from '../format.ts'
import type { MonacoOutputProps } from './MonacoOutput.tsx'

/** Past this size Monaco turns slow and memory-hungry; the plain editor stays responsive. */
const MONACO_MAX_CHARS = 2_000_000

const MonacoOutput = lazy(() => import('./MonacoOutput.tsx')) as ComponentType<MonacoOutputProps>

/** Monaco needs workers (and a real layout engine); where there are none (jsdom) the textarea stays. */
const canUseMonaco = () => typeof Worker === 'function' && typeof ResizeObserver === 'function'

/**
 * A tool output's editor: a plain textarea at once, Monaco (bundled, loaded lazily) once the page is idle.
 * Monaco marks where seed 003's head trim cuts the text.
 */
export function OutputEditor(props: MonacoOutputProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!canUseMonaco()) return
    const t = setTimeout(() => setWanted(true), 0)
    return () => clearTimeout(t)
  }, [])
  const plain = <PlainOutput {...props} />
  if (!wanted || props.value.length > MONACO_MAX_CHARS) {
    return (
      <>
        {plain}
        {props.value.length > MONACO_MAX_CHARS && (
          <p className="muted small">
            Large output ({fmt(props.value.length)} chars): plain editor, which stays fast at this size.
          </p>
        )}
      </>
    )
  }
  return (
    <Suspense fallback={plain}>
      <MonacoOutput {...props} />
    </Suspense>
  )
}

function PlainOutput({ label, value, onChange }: MonacoOutputProps) {
  return (
    <textarea
      className="output-text"
      aria-label={label}
      value={value}
      spellCheck={false}
      placeholder="Paste a real tool output here"
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
