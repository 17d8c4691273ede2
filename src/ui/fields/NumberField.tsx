import { useCallback } from 'react'
import type { NumberRule } from '../../engine/index.ts'
import { parseNumber, parseNumberList, showNumber } from '../../state/engine.ts'
import { DraftField, type DraftFieldProps } from './DraftField.tsx'

type Props = Omit<DraftFieldProps<number | undefined>, 'parse' | 'show' | 'inputMode'> & { rule: NumberRule }

const showList = (values: number[]) => values.map(showNumber).join('; ')

/**
 * The number input of the whole app: it keeps what the person typed (see DraftField), reads it by the engine's
 * one rule (`parseNumber`: `80,000`, `8e4` and `80_000` agree everywhere, a decimal comma is refused, and the
 * message names the field with its unit) and shows a value with thousands separators.
 */
export function NumberField({ rule, ...props }: Props) {
  const parse = useCallback((text: string) => parseNumber(text, rule), [rule])
  return (
    <DraftField
      {...props}
      parse={parse}
      show={showNumber}
      inputMode={rule.kind === 'whole' && rule.min >= 0 ? 'numeric' : 'decimal'}
    />
  )
}

type ListProps = Omit<DraftFieldProps<number[]>, 'parse' | 'show' | 'inputMode'> & {
  rule: NumberRule
  /** The most values the list takes. */
  most: number
}

/** A list of numbers read by one rule (a scale sweep): `0.5; 1; 2` or `0.5, 1, 2`; `1,000` stays one number. */
export function NumberListField({ rule, most, ...props }: ListProps) {
  const parse = useCallback((text: string) => parseNumberList(text, rule, most), [rule, most])
  return <DraftField {...props} parse={parse} show={showList} inputMode="decimal" />
}
