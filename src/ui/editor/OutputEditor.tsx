import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { fmt } from '../format.ts'
import { LARGE_OUTPUT_CHARS } from './limits.ts'
import type { MonacoOutputProps } from './MonacoOutput.tsx'
import { takeLargePaste } from './paste.ts'

const MonacoOutput = lazy(() => import('./MonacoOutput.tsx')) as ComponentType<MonacoOutputProps>

/** Monaco needs workers (and a real layout engine); where there are none (jsdom) the textarea stays. */
const canUseMonaco = () => typeof Worker === 'function' && typeof ResizeObserver === 'function'

/** How much of a large output is shown. */
const HEAD_CHARS = 2_000

/**
 * A tool output's editor: a plain textarea at once, Monaco (bundled, loaded lazily) once the page is idle.
 * Monaco marks where seed 003's head trim cuts the text. An output past 1,000,000 chars is shown read-only
 * and replaced by pasting, so a 50 MB paste never stalls the page.
 */
export function OutputEditor(props: MonacoOutputProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!canUseMonaco()) return
    const t = setTimeout(() => setWanted(true), 0)
    return () => clearTimeout(t)
  }, [])
  if (props.value.length > LARGE_OUTPUT_CHARS) return <LargeOutput {...props} />
  const plain = <PlainOutput {...props} />
  if (!wanted) return plain
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
      onPaste={(e) => {
        const { selectionStart: start, selectionEnd: end } = e.currentTarget
        const next = takeLargePaste(e, value, { start, end })
        if (next !== null) onChange(next)
      }}
    />
  )
}

function LargeOutput({ label, value, onChange }: MonacoOutputProps) {
  return (
    <div className="large-output">
      <p className="muted small">
        Large output ({fmt(value.length)} chars): read-only here, since laying out this much text would stall
        the page. Its first {fmt(HEAD_CHARS)} chars:
      </p>
      <pre className="large-head" title={`${label}: the first ${fmt(HEAD_CHARS)} chars`}>
        {value.slice(0, HEAD_CHARS)}
        <span className="ellipsis">… {fmt(value.length - HEAD_CHARS)} more chars</span>
      </pre>
      <div className="large-actions">
        <textarea
          className="paste-target"
          aria-label={`Paste to replace ${label.toLowerCase()}`}
          placeholder="Paste here to replace the whole output"
          value=""
          onChange={(e) => e.target.value && onChange(e.target.value)}
          onPaste={(e) => {
            e.preventDefault()
            onChange(e.clipboardData.getData('text/plain'))
          }}
        />
        <button type="button" onClick={() => onChange('')}>
          Clear
        </button>
      </div>
    </div>
  )
}
