import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import '../scenario.ts' // zod's English messages
import { checkJson, type JsonSchema } from './check-json.ts'
import { defaultPlans } from './defaults.ts'
import schemaJson from './plan.schema.json' with { type: 'json' }
import { ToolCallPlanSchema } from './schema.ts'

const schema = schemaJson as JsonSchema

describe('checkJson against plan.schema.json', () => {
  it('accepts the default plan as it is', () => {
    const plan = defaultPlans().plan
    expect(checkJson(plan, schema)).toEqual({ ok: true, value: plan, ignored: [] })
  })

  it('fills defaults like the worker does', () => {
    const r = checkJson({ planningContext: { policy: { strategy: 'Greedy' } } }, schema)
    expect(r).toEqual({
      ok: true,
      ignored: [],
      value: {
        planId: 'plan-1',
        planningContext: {
          goal: '',
          constraints: {},
          policy: { strategy: 'Greedy', preferGeneralMethods: false },
        },
        plannedSequence: [],
        executionState: 'Planned',
      },
    })
  })

  it('names each problem by its path, nested fallbacks included', () => {
    const r = checkJson(
      {
        planningContext: {
          policy: { strategy: 'Greedy', explorationRate: 1.5 },
          constraints: { maxToolCalls: 2.5 },
        },
        plannedSequence: [{ toolName: 'a', fallbackOnFailure: { rationale: 'x' } }],
        executionState: 'Done',
      },
      schema,
    )
    expect(r).toEqual({
      ok: false,
      ignored: [],
      issues: [
        { path: 'planningContext.constraints.maxToolCalls', message: 'expected a whole number' },
        { path: 'planningContext.policy.explorationRate', message: 'must be at most 1' },
        { path: 'plannedSequence[0].fallbackOnFailure.toolName', message: 'is required' },
        { path: 'executionState', message: 'expected one of "Planned", "InProgress", "Complete", "Failed"' },
      ],
    })
  })

  it('lists unknown fields as ignored and drops them', () => {
    const r = checkJson({ planningContext: { policy: { strategy: 'UCB' } }, plan_id: 'x' }, schema)
    expect(r.ok && r.ignored).toEqual(['plan_id'])
    expect(r.ok && 'plan_id' in (r.value as object)).toBe(false)
  })

  it('agrees with the zod schema on arbitrary plans (valid or not), values included', () => {
    const num = fc.oneof(
      fc.constantFrom(-1, 0, 0.5, 1, 1.5, 2, 1e9),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    )
    const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined })
    const intent: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      intent: fc.record(
        {
          toolName: fc.oneof(fc.constantFrom('a', 'b'), fc.constant(3)),
          rationale: maybe(fc.string()),
          expectedOutcome: maybe(fc.oneof(fc.string(), fc.constant(null))),
          fallbackOnFailure: maybe(fc.oneof({ depthSize: 'small' }, tie('intent'), fc.constant('x'))),
        },
        { requiredKeys: [] },
      ),
    })).intent
    const plan = fc.record(
      {
        planId: maybe(fc.oneof(fc.string(), fc.constant(1))),
        planningContext: fc.record(
          {
            goal: maybe(fc.string()),
            constraints: maybe(
              fc.record(
                {
                  maxToolCalls: maybe(num),
                  maxCost: maybe(num),
                  maxLatency: maybe(num),
                  scaleFactor: maybe(num),
                },
                { requiredKeys: [] },
              ),
            ),
            policy: fc.record(
              {
                strategy: fc.constantFrom('Greedy', 'UCB', 'Softmax', 'Random'),
                explorationRate: maybe(num),
                temperature: maybe(num),
                ucbC: maybe(num),
                initialValue: maybe(num),
                preferGeneralMethods: maybe(fc.oneof(fc.boolean(), fc.constant('yes'))),
              },
              { requiredKeys: ['strategy'] },
            ),
          },
          { requiredKeys: [] },
        ),
        plannedSequence: maybe(fc.oneof(fc.array(intent, { maxLength: 3 }), fc.constant({}))),
        executionState: maybe(fc.constantFrom('Planned', 'Complete', 'Done')),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(plan, (v) => {
        const json = JSON.parse(JSON.stringify(v))
        const mine = checkJson(json, schema)
        const zod = ToolCallPlanSchema.safeParse(json)
        expect(mine.ok).toBe(zod.success)
        if (mine.ok && zod.success) expect(mine.value).toEqual(zod.data)
      }),
      { numRuns: 500 },
    )
  })
})
