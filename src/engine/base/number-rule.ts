import type { NumberRule, Unit } from './parse-number.ts'

/**
 * A number field's facts as a form needs them, read from the Scenario's schema (`numberFacts` in field-facts.ts);
 * the page gets them computed at build time (`virtual:number-fields`), so it never loads the schema.
 */
export interface NumberFacts {
  kind: NumberRule['kind']
  /** Left out, the field is absent: an empty form field means none. */
  optional: boolean
  min?: number
  max?: number
  exclusiveMin?: boolean
  label?: string
  /** Only a unit `parseNumber` can say (see `UNITS`); `numberFacts` leaves others out. */
  unit?: Unit
}

/**
 * A form's rule for a number field, from the schema's facts: its kind, bounds, unit and label, empty meaning
 * none when the field is optional; `overrides` adds what only the form knows (a friendlier label, a percent
 * sign, a cap the form sets below the schema's). Throws for a field the facts lack, so a renamed key fails
 * loudly rather than leaving a form unbounded.
 * @example numberRule(facts, 'resultBudget.resultBudgetChars') → { label: 'resultBudgetChars', unit: 'chars', kind: 'whole', min: 0, max: 1_000_000_000 }
 */
export function numberRule(
  facts: Readonly<Record<string, NumberFacts>>,
  path: string,
  overrides: Partial<NumberRule> = {},
): NumberRule {
  const f = facts[path]
  if (f === undefined) throw new Error(`No number field ${path} in the Scenario schema`)
  return {
    label: f.label ?? path.slice(path.lastIndexOf('.') + 1),
    ...(f.unit !== undefined && { unit: f.unit }),
    kind: f.kind,
    min: f.min ?? -Number.MAX_SAFE_INTEGER,
    max: f.max ?? Number.MAX_SAFE_INTEGER,
    ...(f.exclusiveMin && { exclusiveMin: true }),
    ...(f.optional && { emptyMeansNone: true }),
    ...overrides,
  }
}
