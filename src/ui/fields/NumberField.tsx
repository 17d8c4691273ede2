import { useCallback } from 'react'
import type { NumberRule } from '../../engine/index.ts'
import { parseNumber, showNumber } from '../../state/engine.ts'
import { DraftField, type DraftFieldProps } from './DraftField.tsx'

type Props = Omit<DraftFieldProps<number | undefined>, 'parse' | 'show' | 'inputMode'> & { rule: NumberRule }

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
