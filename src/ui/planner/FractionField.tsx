import { useEffect, useId, useRef, useState } from 'react'
import { parseFraction } from '../../engine/planner/parse-fraction.ts'
import { useApp } from '../app/store-context.tsx'

interface Props {
  fieldKey: string
  label: string
  /** Names the value in messages, e.g. `framework_confidence`. */
  name: string
  value: number
  onCommit: (value: number) => void
  hint?: string
}

/**
 * A number from 0 to 1, kept exactly as typed: a valid value is committed at once, an invalid one stays in the
 * field with its message, the report is marked stale, and the last good value stays in the scenario.
 */
export function FractionField({ fieldKey, label, name, value, onCommit, hint }: Props) {
  const id = useId()
  const [draft, setDraft] = useState(String(value))
  const error = useApp((s) => s.fieldErrors[fieldKey])
  const setFieldError = useApp((s) => s.setFieldError)
  const draftRef = useRef(draft)
  draftRef.current = draft

  useEffect(() => {
    const parsed = parseFraction(draftRef.current, name)
    if (parsed.ok && parsed.value === value) return
    setDraft(String(value))
    setFieldError(fieldKey, null)
  }, [value, name, fieldKey, setFieldError])
  useEffect(() => () => setFieldError(fieldKey, null), [fieldKey, setFieldError])

  const change = (text: string) => {
    setDraft(text)
    const parsed = parseFraction(text, name)
    if (parsed.ok) {
      setFieldError(fieldKey, null)
      if (parsed.value !== value) onCommit(parsed.value)
    } else setFieldError(fieldKey, parsed.message)
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="num"
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        value={draft}
        onChange={(e) => change(e.target.value)}
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
