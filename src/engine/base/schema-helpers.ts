import { en } from 'zod/locales'
import * as z from 'zod/mini'

// zod/mini ships no messages; the English ones say "expected string, received number" and the like. Set here,
// in the module every schema imports, so any chunk that validates (the worker, the plan editor) has them.
z.config(en())

/**
 * What a field says about itself beyond its rules: the name a message gives it, the unit it counts in, and the
 * sentence the format reference (docs/scenario-format.md, generated) writes beside it. Kept in a registry of its
 * own rather than zod's global one, so the JSON Schema and validation are unchanged by it.
 */
export interface FieldMeta {
  label?: string
  unit?: string
  description?: string
}

/** The registry of `FieldMeta`, read by `fieldFacts` (src/engine/field-facts.ts). */
export const FIELD_META = z.registry<FieldMeta>()

/**
 * Attaches `meta` to `schema` (merged with what it has) and returns the schema, so a field is described where it
 * is declared.
 * @example described(z.boolean(), { description: 'Never trimmed.' })
 */
export function described<T extends z.core.$ZodType>(schema: T, meta: FieldMeta): T {
  FIELD_META.add(schema, { ...FIELD_META.get(schema), ...meta })
  return schema
}

/**
 * A whole number between `min` and `max` whose every failure names the field and the rule ("resultBudgetChars
 * cannot be negative", "max_tools is at most 10,000"), shared by every Scenario section.
 * @example wholeNumber('max_tools', 'slots', 0, 10_000)
 */
export const wholeNumber = (what: string, unit: string, min: number, max: number) =>
  described(
    z
      .int({
        error: (issue) =>
          typeof issue.input === 'number'
            ? `${what} must be a whole number of ${unit}`
            : `${what} must be a number`,
      })
      .check(
        z.minimum(min, {
          error: min === 0 ? `${what} cannot be negative` : `${what} must be at least ${min}`,
        }),
        z.maximum(max, { error: `${what} is at most ${max.toLocaleString('en-US')}` }),
      ),
    { label: what, unit },
  )
