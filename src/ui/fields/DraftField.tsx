import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useApp } from '../app/store-context.tsx'

/** How a field reads its text: a value, or a message saying what is wrong. */
export type ParseText<T> = (text: string) => { ok: true; value: T } | { ok: false; message: string }

export interface DraftFieldProps<T> {
  /** Key of this field in the store's field errors (while it has one, the report is marked stale). */
  fieldKey: string
  label: string
  value: T
  parse: ParseText<T>
  /** The value as the field shows it (after an outside change, and on leaving the field). */
  show: (value: T) => string
  onCommit: (value: T) => void
  inputMode?: 'numeric' | 'decimal' | 'text'
  placeholder?: string
  /** Under the field (text, and maybe a link to the seed passage a default comes from). */
  hint?: ReactNode
  /** No visible label (the label becomes the input's accessible name), for tables. */
  compact?: boolean
  /** The field is not part of the scenario: its error stays here and does not mark the report stale. */
  local?: boolean
}

/**
 * An input that keeps exactly what the user typed: a valid value is committed at once, an invalid one stays in
 * the field with a message beside it, and the last good value stays in the scenario.
 */
export function DraftField<T>({
  fieldKey,
  label,
  value,
  parse,
  show,
  onCommit,
  inputMode = 'numeric',
  placeholder,
  hint,
  compact,
  local,
}: DraftFieldProps<T>) {
  const id = useId()
  const [draft, setDraft] = useState(show(value))
  const storeError = useApp((s) => s.fieldErrors[fieldKey])
  const setStoreError = useApp((s) => s.setFieldError)
  const [localError, setLocalError] = useState<string | null>(null)
  const error = local ? localError : storeError
  const setError = useCallback(
    (message: string | null) => (local ? setLocalError(message) : setStoreError(fieldKey, message)),
    [local, setStoreError, fieldKey],
  )
  const latest = useRef({ draft, parse, show })
  latest.current = { draft, parse, show }

  // Follow outside changes (undo, a loaded file) unless the draft already means that value.
  useEffect(() => {
    const { draft, parse, show } = latest.current
    const parsed = parse(draft)
    if (parsed.ok && parsed.value === value) return
    setDraft(show(value))
    setError(null)
  }, [value, setError])

  useEffect(() => () => setError(null), [setError])

  const change = (text: string) => {
    setDraft(text)
    const parsed = parse(text)
    if (parsed.ok) {
      setError(null)
      if (parsed.value !== value) onCommit(parsed.value)
    } else setError(parsed.message)
  }

  return (
    <div className={compact ? 'field field-compact' : 'field'}>
      {!compact && <label htmlFor={id}>{label}</label>}
      <input
        id={id}
        className="num"
        inputMode={inputMode}
        aria-label={compact ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        value={draft}
        placeholder={placeholder}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          const parsed = parse(draft)
          if (parsed.ok) setDraft(show(parsed.value))
        }}
        spellCheck={false}
      />
      {error ? (
        <div id={`${id}-err`} className="field-error" role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="field-hint">{hint}</div>
      )}
    </div>
  )
}
