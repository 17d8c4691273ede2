import { useCallback } from 'react'
import { parseWholeNumber, type WholeNumberRule } from '../../engine/parse-field.ts'
import { fmt } from '../format.ts'
import { DraftField, type DraftFieldProps } from './DraftField.tsx'

type Props = Omit<DraftFieldProps<number | undefined>, 'parse' | 'show' | 'inputMode'> & {
  rule: WholeNumberRule
}

const show = (v: number | undefined) => (v === undefined ? '' : fmt(v))

/** A whole number of chars, calls or slots, read by the engine's rule (so `80,000`, `8e4` and `80_000` agree). */
export function NumberField({ rule, ...props }: Props) {
  const parse = useCallback((text: string) => parseWholeNumber(text, rule), [rule])
  return <DraftField {...props} parse={parse} show={show} inputMode="numeric" />
}
