import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { evaluate } from '../entry/evaluate.ts'
import { decodeShareLink } from '../share/decode-link.ts'
import { encodeShareLink } from '../share/encode-link.ts'
import type { ToolCallIntent } from './schema.ts'

const roundTrip = (s: ReturnType<typeof defaultScenario>) => {
  const d = decodeShareLink(encodeShareLink(s))
  if (d.kind !== 'ok') throw new Error(`link did not decode: ${d.kind}`)
  return d.scenario
}

describe('plans in a share link', () => {
  it('a simulated trace source (policy and run) survives the link, and the same run comes back', () => {
    const s = defaultScenario()
    s.plans = {
      ...s.plans,
      trace: { format: 'auto', text: '', source: 'simulated', policyIndex: 2, runIndex: 7 },
    }
    const back = roundTrip(s)
    expect(back.plans.trace).toEqual(s.plans.trace)
    expect(evaluate(back).plans.rows).toEqual(evaluate(s).plans.rows)
  })

  it('any plan sequence with nested fallbacks, and a pasted trace, survive the link', () => {
    const intent: fc.Arbitrary<ToolCallIntent> = fc.letrec<{ i: ToolCallIntent }>((tie) => ({
      i: fc.record(
        {
          toolName: fc.constantFrom('web_search', 'site_scraper', 'cached_index', 'nope'),
          rationale: fc.string({ maxLength: 20 }),
          expectedOutcome: fc.string({ maxLength: 10 }),
          fallbackOnFailure: fc.option(tie('i'), { nil: undefined, depthSize: 'small' }),
        },
        { requiredKeys: ['toolName', 'rationale'] },
      ),
    })).i
    fc.assert(
      fc.property(
        fc.array(intent, { maxLength: 4 }),
        fc.array(fc.constantFrom('web_search fail', 'site_scraper ok cost=2', 'cached_index'), {
          maxLength: 8,
        }),
        (seq, lines) => {
          const s = defaultScenario()
          const clean = JSON.parse(JSON.stringify(seq)) as ToolCallIntent[]
          s.plans = {
            ...s.plans,
            plan: { ...s.plans.plan, plannedSequence: clean },
            trace: { format: 'auto', text: lines.join('\n') },
          }
          const back = roundTrip(s)
          expect(back.plans.plan).toEqual(s.plans.plan)
          expect(evaluate(back).plans.findings).toEqual(evaluate(s).plans.findings)
        },
      ),
      { numRuns: 60 },
    )
  })
})
