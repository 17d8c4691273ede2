import { useCallback } from 'react'
import { parsePercent } from '../../engine/tool-budgets/parse-percent.ts'
import { DraftField } from '../fields/DraftField.tsx'

interface Props {
  fieldKey: string
  label: string
  /** Names the value in messages, e.g. `max_tokens`. */
  name: string
  value: number | undefined
  onCommit: (value: number | undefined) => void
  compact?: boolean
  hint?: string
}

const show = (v: number | undefined) => (v === undefined ? '' : String(v))

/** A cap as a percent of the window; empty means the absolute number counts. */
export function ShareField({ name, ...props }: Props) {
  const parse = useCallback((text: string) => parsePercent(text, name), [name])
  return <DraftField {...props} parse={parse} show={show} inputMode="decimal" placeholder="—" />
}
