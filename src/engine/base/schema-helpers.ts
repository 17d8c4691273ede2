import { en } from 'zod/locales'
import * as z from 'zod/mini'

// zod/mini ships no messages; the English ones say "expected string, received number" and the like. Set here,
// in the module every schema imports, so any chunk that validates (the worker, the plan editor) has them.
z.config(en())

/**
 * A whole number between `min` and `max` whose every failure names the field and the rule ("resultBudgetChars
 * cannot be negative", "max_tools is at most 10,000"), shared by every Scenario section.
 * @example wholeNumber('max_tools', 'slots', 0, 10_000)
 */
export const wholeNumber = (what: string, unit: string, min: number, max: number) =>
  z
    .int({
      error: (issue) =>
        typeof issue.input === 'number'
          ? `${what} must be a whole number of ${unit}`
          : `${what} must be a number`,
    })
    .check(
      z.minimum(min, { error: min === 0 ? `${what} cannot be negative` : `${what} must be at least ${min}` }),
      z.maximum(max, { error: `${what} is at most ${max.toLocaleString('en-US')}` }),
    )
