import { LIMITS } from '../../engine/limits.ts'
import type { WholeNumberRule } from '../../engine/parse-field.ts'

/** The input rules of every number field, from the engine's limits so the UI and validation agree. */
export const RULES = {
  resultBudgetChars: { label: 'resultBudgetChars', unit: 'chars', min: 0, max: LIMITS.maxBudgetChars },
  maxToolCallsPerTurn: { label: 'maxToolCallsPerTurn', unit: 'calls', min: 1, max: LIMITS.maxCallsCap },
  maxIdenticalToolCalls: { label: 'maxIdenticalToolCalls', unit: 'calls', min: 1, max: LIMITS.maxCallsCap },
  maxResultChars: {
    label: 'maxResultChars',
    unit: 'chars',
    min: 0,
    max: LIMITS.maxBudgetChars,
    emptyMeansNone: true,
  },
  sampleChars: { label: 'Sample length', unit: 'chars', min: 0, max: LIMITS.maxOutputChars },
} satisfies Record<string, WholeNumberRule>
