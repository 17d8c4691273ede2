import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { langchainClearLinear } from './clear-linear.ts'
import { LANGCHAIN_CLEAR_DEFAULTS, langchainClearByPlans } from './session.ts'

const item = fc.record({
  kind: fc.constantFrom<SessionItem['kind']>('user', 'assistant', 'tool-call', 'tool-result'),
  tool: fc.constantFrom('read_file', 'grep', 'skip_me'),
  tokens: fc.constant(0),
  chars: fc.integer({ min: 0, max: 4_000 }),
})

describe('langchainClearLinear', () => {
  it('gives the events of making the plan again before every call, for any session and settings', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 120 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (items, trigger, keep, exclude) => {
          const s = {
            ...LANGCHAIN_CLEAR_DEFAULTS,
            trigger,
            keep,
            clearAtLeast: 0,
            excludeTools: exclude ? ['skip_me'] : [],
          }
          expect(langchainClearLinear(items, s)).toEqual(langchainClearByPlans(items, s))
        },
      ),
      { numRuns: 300 },
    )
  })
})
