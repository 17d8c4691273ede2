import { type ComponentType, lazy, Suspense } from 'react'
import { fmt } from '../format.ts'
import { LARGE_OUTPUT_CHARS } from './limits.ts'
import { takeLargePaste } from './paste.ts'
import type { MonacoOutputProps } from './types.ts'
import { canUseMonaco, useMonacoWanted } from './when-idle.ts'

/** Whether Monaco's module has run in this page: its first run is one long task; later editors cost little. */
let monacoLoaded = false
const MonacoOutput = lazy(async () => {
  const module = await import('./MonacoOutput.tsx')
  monacoLoaded = true
  return module
}) as ComponentType<MonacoOutputProps>

/** How much of a large output is shown. */
const HEAD_CHARS = 2_000

/**
 * Past this many chars, the moment before Monaco arrives shows the output's head instead of a textarea: a
 * browser lays out the whole text of a textarea, which for a 200,000-char output opened from a transcript held
 * the page for hundreds of milliseconds, only to be replaced by Monaco (which lays out the lines in view).
 */
const TEXTAREA_MAX_CHARS = 20_000

/**
 * Past this many chars, Monaco's first editor waits for a click: loading Monaco runs its module (~100 ms) and
 * creating an editor over a long text lays out its lines (~100 ms more), each one task the page cannot answer
 * in, which a transcript of 200,000-char outputs would pay on opening. Once Monaco is loaded, every output
 * gets it at once.
 */
const EDITOR_ON_CLICK_CHARS = 100_000

/**
 * A tool output's editor: Monaco (bundled, loaded lazily) once the page is idle, a plain textarea until then
 * (the output's head, past 20,000 chars; and a button to load the editor, past 100,000 chars before Monaco is
 * loaded). Monaco marks where seed 003's head trim cuts the text. An output past 1,000,000 chars is shown
 * read-only and replaced by pasting, so a 50 MB paste never stalls the page.
 */
export function OutputEditor(props: MonacoOutputProps) {
  const monaco = canUseMonaco()
  const onClick = monaco && !monacoLoaded && props.value.length > EDITOR_ON_CLICK_CHARS
  const [wanted, setWanted] = useMonacoWanted(onClick)
  if (props.value.length > LARGE_OUTPUT_CHARS) return <LargeOutput {...props} />
  if (onClick && !wanted)
    return (
      <div className="large-output">
        <HeadPreview label={props.label} value={props.value} />
        <div className="large-actions">
          <button type="button" onClick={() => setWanted(true)}>
            Edit in the editor ({fmt(props.value.length)} chars)
          </button>
        </div>
      </div>
    )
  const plain =
    props.value.length > TEXTAREA_MAX_CHARS && monaco ? (
      <HeadPreview label={props.label} value={props.value} note="the editor is loading" />
    ) : (
      <PlainOutput {...props} />
    )
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

/** An output's first chars, read-only, and how many more there are. */
function HeadPreview({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <pre className="large-head" title={`${label}: the first ${fmt(HEAD_CHARS)} chars`}>
      {value.slice(0, HEAD_CHARS)}
      <span className="ellipsis">
        … {fmt(value.length - HEAD_CHARS)} more chars{note ? ` (${note})` : ''}
      </span>
    </pre>
  )
}

function LargeOutput({ label, value, onChange }: MonacoOutputProps) {
  return (
    <div className="large-output">
      <p className="muted small">
        Large output ({fmt(value.length)} chars): read-only here, since laying out this much text would stall
        the page. Its first {fmt(HEAD_CHARS)} chars:
      </p>
      <HeadPreview label={label} value={value} note="paste below to replace them" />
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
