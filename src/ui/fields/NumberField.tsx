import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { parseWholeNumber, type WholeNumberRule } from '../../engine/parse-field.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'

interface Props {
  /** Key of this field in the store's field errors (while it has one, the report is marked stale). */
  fieldKey: string
  label: string
  rule: WholeNumberRule
  value: number | undefined
  onCommit: (value: number | undefined) => void
  placeholder?: string
  hint?: string
  compact?: boolean
  /** The field is not part of the scenario: its error stays here and does not mark the report stale. */
  local?: boolean
}

const show = (v: number | undefined) => (v === undefined ? '' : fmt(v))

/**
 * A whole-number input that keeps exactly what the user typed: a valid value is committed at once, an invalid
 * one stays in the field with a message beside it, and the last good value stays in the scenario.
 */
export function NumberField({
  fieldKey,
  label,
  rule,
  value,
  onCommit,
  placeholder,
  hint,
  compact,
  local,
}: Props) {
  const id = useId()
  const [draft, setDraft] = useState(show(value))
  const storeError = useApp((s) => s.fieldErrors[fieldKey])
  const setStoreError = useApp((s) => s.setFieldError)
  const [localError, setLocalError] = useState<string | null>(null)
  const error = local ? localError : storeError
  const setFieldError = useCallback(
    (key: string, message: string | null) => (local ? setLocalError(message) : setStoreError(key, message)),
    [local, setStoreError],
  )

  const draftRef = useRef(draft)
  draftRef.current = draft

  // Follow outside changes (undo, a loaded file) unless the draft already means that value.
  useEffect(() => {
    const parsed = parseWholeNumber(draftRef.current, rule)
    if (parsed.ok && parsed.value === value) return
    setDraft(show(value))
    setFieldError(fieldKey, null)
  }, [value, rule, fieldKey, setFieldError])

  useEffect(() => () => setFieldError(fieldKey, null), [fieldKey, setFieldError])

  const change = (text: string) => {
    setDraft(text)
    const parsed = parseWholeNumber(text, rule)
    if (parsed.ok) {
      setFieldError(fieldKey, null)
      if (parsed.value !== value) onCommit(parsed.value)
    } else setFieldError(fieldKey, parsed.message)
  }

  return (
    <div className={compact ? 'field field-compact' : 'field'}>
      {!compact && <label htmlFor={id}>{label}</label>}
      <input
        id={id}
        className="num"
        inputMode="numeric"
        aria-label={compact ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        value={draft}
        placeholder={placeholder}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          const parsed = parseWholeNumber(draft, rule)
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
