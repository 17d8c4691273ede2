import { useCallback } from 'react'
import { parseFraction } from '../../engine/planner/parse-fraction.ts'
import { DraftField } from '../fields/DraftField.tsx'

interface Props {
  fieldKey: string
  label: string
  /** Names the value in messages, e.g. `framework_confidence`. */
  name: string
  value: number
  onCommit: (value: number) => void
  hint?: string
}

/** A number from 0 to 1 (framework_confidence and its threshold), read by seed 000's rule. */
export function FractionField({ name, ...props }: Props) {
  const parse = useCallback((text: string) => parseFraction(text, name), [name])
  return <DraftField {...props} parse={parse} show={String} inputMode="decimal" />
}
