import { useCallback } from 'react'
import type { NumberRule } from '../../engine/index.ts'
import { parseNumberList, showNumber } from '../../state/engine.ts'
import { DraftField, type DraftFieldProps } from './DraftField.tsx'

const showList = (values: number[]) => values.map(showNumber).join('; ')

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
