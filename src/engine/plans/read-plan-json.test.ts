import { describe, expect, it } from 'vitest'
import { readPlanJson } from './read-plan-json.ts'
import { defaultPlans } from './section.ts'

const text = (v: unknown) => JSON.stringify(v, null, 2)

describe('readPlanJson', () => {
  it('accepts the default plan as it is', () => {
    const plan = defaultPlans().plan
    expect(readPlanJson(text(plan))).toEqual({ ok: true, plan, ignored: [] })
  })

  it('fills defaults as a scenario file’s plan is filled', () => {
    expect(readPlanJson(text({ planningContext: { policy: { strategy: 'Greedy' } } }))).toEqual({
      ok: true,
      ignored: [],
      plan: {
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

  it('names each problem by its path, nested fallbacks included, with the messages a file gets', () => {
    const r = readPlanJson(
      text({
        planningContext: {
          policy: { strategy: 'Greedy', explorationRate: 1.5 },
          constraints: { maxToolCalls: 2.5 },
        },
        plannedSequence: [{ toolName: 'a', fallbackOnFailure: { rationale: 'x' } }],
        executionState: 'Done',
      }),
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.issues.map((i) => i.path)).toEqual([
      'planningContext.constraints.maxToolCalls',
      'planningContext.policy.explorationRate',
      'plannedSequence[0].fallbackOnFailure.toolName',
      'executionState',
    ])
    expect(r.issues[0]?.message).toBe('maxToolCalls must be a whole number of calls')
    expect(r.issues[1]?.message).toBe('explorationRate is at most 1')
    expect(r.issues[3]?.message).toMatch(/"Planned"\|"InProgress"\|"Complete"\|"Failed"/)
  })

  it('names the plan itself when it is not an object', () => {
    const r = readPlanJson('[1, 2]')
    expect(r.ok === false && r.issues[0]?.path).toBe('(the plan)')
  })

  it('lists unknown fields as ignored (nested ones with their path) and drops them', () => {
    const r = readPlanJson(
      text({ planningContext: { policy: { strategy: 'UCB', epsilon: 0.1 } }, plan_id: 'x' }),
    )
    expect(r.ok && r.ignored).toEqual(['planningContext.policy.epsilon', 'plan_id'])
    expect(r.ok && 'plan_id' in r.plan).toBe(false)
  })

  it('reads JSON as every reader does: line and column of a syntax error, nesting bounded', () => {
    const bad = readPlanJson('{"planId": x}')
    expect(bad).toMatchObject({ ok: false, issues: [{ path: '(JSON)' }] })
    expect(bad.ok === false && bad.issues[0]?.message).toMatch(/line 1, column 12/)
    let deep: unknown = { toolName: 'a' }
    for (let i = 0; i < 500; i++) deep = { toolName: 'a', fallbackOnFailure: deep }
    const nested = readPlanJson(
      text({ planningContext: { policy: { strategy: 'UCB' } }, plannedSequence: [deep] }),
    )
    expect(nested.ok === false && nested.issues[0]?.message).toMatch(/nest/)
  })
})
