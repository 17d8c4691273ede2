import { describe, expect, it } from 'vitest'
import type { ExecutedCall } from '../import/executed-call.ts'
import type { BLPViolation, BudgetExceeded, PlanDeviation } from './findings.ts'
import type { CandidateTool, ResourceBudget, ToolCallIntent, ToolCallPlan } from './schema.ts'
import { runSentinel } from './sentinel.ts'

const bern = { dist: 'bernoulli' as const, p: 0.5 }
const TOOLS: CandidateTool[] = [
  { name: 'search', kind: 'general', reward: bern, cost: 1, latencyMs: 100 },
  { name: 'scraper', kind: 'specialised', reward: bern, cost: 5, latencyMs: 1_000 },
  { name: 'index', kind: 'general', reward: bern, cost: 0.1, latencyMs: 10 },
  { name: 'grep', kind: 'general', reward: bern, cost: 0.2, latencyMs: 20 },
]

const intent = (toolName: string, fallbackOnFailure?: ToolCallIntent): ToolCallIntent => ({
  toolName,
  rationale: `why ${toolName}`,
  ...(fallbackOnFailure ? { fallbackOnFailure } : {}),
})

function planOf(
  seq: ToolCallIntent[],
  constraints: ResourceBudget = {},
  opts: { blp?: boolean; state?: ToolCallPlan['executionState'] } = {},
): ToolCallPlan {
  return {
    planId: 'p1',
    planningContext: {
      goal: 'g',
      constraints,
      policy: { strategy: 'Greedy', preferGeneralMethods: opts.blp ?? false },
    },
    plannedSequence: seq,
    executionState: opts.state ?? 'InProgress',
  }
}

/** `search ok`, `scraper fail` → calls. */
const trace = (...lines: string[]): ExecutedCall[] =>
  lines.map((l) => {
    const [toolName, status] = l.split(' ')
    return { toolName: toolName as string, ok: status !== 'fail' }
  })

const budgets = (r: ReturnType<typeof runSentinel>) =>
  r.findings.filter((f): f is BudgetExceeded => f.type === 'BudgetExceeded')

const deviations = (r: ReturnType<typeof runSentinel>) =>
  r.findings.filter((f): f is PlanDeviation => f.type === 'PlanDeviation')

describe('runSentinel: BudgetExceeded', () => {
  it('names the budget, the limit, the total, the excess and the call that crossed it', () => {
    const r = runSentinel(planOf([], { maxToolCalls: 2 }), TOOLS, trace('search', 'search', 'index'))
    const f = budgets(r)[0] as BudgetExceeded
    expect(f).toMatchObject({
      type: 'BudgetExceeded',
      planId: 'p1',
      budget: 'calls',
      exceeded: { maxToolCalls: 2 },
      limit: 2,
      total: 3,
      over: 1,
      unit: 'calls',
    })
    expect(f.crossedAt.position).toBe(2)
    expect(f.message).toBe(
      'maxToolCalls: 3 calls against a limit of 2 calls, over by 1 call; crossed at call 3 (index)',
    )
  })

  it('a total equal to its limit is within budget', () => {
    const r = runSentinel(
      planOf([], { maxToolCalls: 3, maxCost: 2.1 }),
      TOOLS,
      trace('search', 'search', 'index'),
    )
    expect(r.findings.filter((f) => f.type === 'BudgetExceeded')).toEqual([])
    expect(r.totals).toEqual({ calls: 3, cost: 2.1, latency: 210 })
  })

  it('scales every limit by scaleFactor (calls floored) and reports the scaled limit', () => {
    const plan = planOf([], { maxToolCalls: 5, maxCost: 4, maxLatency: 1_000, scaleFactor: 0.5 })
    const r = runSentinel(plan, TOOLS, trace('search', 'search', 'scraper'))
    expect(r.limits).toEqual({ calls: 2, cost: 2, latency: 500, scaleFactor: 0.5 })
    const found = budgets(r)
    expect(found.map((f) => [f.budget, f.limit, f.total, f.over, f.crossedAt.position])).toEqual([
      ['calls', 2, 3, 1, 2],
      ['cost', 2, 7, 5, 2],
      ['latency', 500, 1_200, 700, 2],
    ])
    expect(found[1]?.exceeded).toEqual({ maxCost: 4, scaleFactor: 0.5 })
  })

  it("uses the trace's cost and latency over the declared ones, and 0 for an unknown tool", () => {
    const calls: ExecutedCall[] = [
      { toolName: 'search', ok: true, cost: 3, latencyMs: 50 },
      { toolName: 'mystery', ok: true },
      { toolName: 'index', ok: true },
    ]
    const r = runSentinel(planOf([], { maxCost: 3 }), TOOLS, calls)
    expect(r.rows.map((row) => [row.cost, row.costFrom, row.latencyMs, row.kind])).toEqual([
      [3, 'trace', 50, 'general'],
      [0, 'unknown', 0, 'unknown'],
      [0.1, 'declared', 10, 'general'],
    ])
    expect((budgets(r)[0] as BudgetExceeded).crossedAt.position).toBe(2)
    expect((budgets(r)[0] as BudgetExceeded).over).toBe(0.1)
  })

  it('sums fractional costs without float noise (0.1 + 0.2 = 0.3)', () => {
    const r = runSentinel(planOf([]), TOOLS, trace('index', 'grep'))
    expect(r.totals.cost).toBe(0.3)
  })
})

describe('runSentinel: PlanDeviation', () => {
  it('a trace that follows the plan has no findings and every intent executed', () => {
    const r = runSentinel(planOf([intent('search'), intent('index')]), TOOLS, trace('search', 'index'))
    expect(r.findings).toEqual([])
    expect(r.intents.map((i) => i.status)).toEqual(['executed', 'executed'])
    expect(r.rows.map((row) => row.match)).toEqual([
      { kind: 'intent', path: 'plannedSequence[0]' },
      { kind: 'intent', path: 'plannedSequence[1]' },
    ])
  })

  it('a declared fallback after a failure is not a deviation, nested two deep', () => {
    const plan = planOf([intent('search', intent('index', intent('scraper'))), intent('grep')])
    const r = runSentinel(plan, TOOLS, trace('search fail', 'index fail', 'scraper', 'grep'))
    expect(r.findings).toEqual([])
    expect(r.rows.map((row) => row.match)).toEqual([
      { kind: 'intent', path: 'plannedSequence[0]' },
      { kind: 'fallback', path: 'plannedSequence[0].fallbackOnFailure' },
      { kind: 'fallback', path: 'plannedSequence[0].fallbackOnFailure.fallbackOnFailure' },
      { kind: 'intent', path: 'plannedSequence[1]' },
    ])
    expect(r.intents.map((i) => [i.path, i.status])).toEqual([
      ['plannedSequence[0]', 'executed'],
      ['plannedSequence[0].fallbackOnFailure', 'executed'],
      ['plannedSequence[0].fallbackOnFailure.fallbackOnFailure', 'executed'],
      ['plannedSequence[1]', 'executed'],
    ])
  })

  it('a fallback after a success is a deviation (fallback-after-success), and the cursor stays', () => {
    const plan = planOf([intent('search', intent('index')), intent('grep')])
    const r = runSentinel(plan, TOOLS, trace('search ok', 'index', 'grep'))
    const [d] = deviations(r)
    expect(deviations(r)).toHaveLength(1)
    expect(d).toMatchObject({
      reason: 'fallback-after-success',
      expected: { toolName: 'grep', path: 'plannedSequence[1]' },
      actual: { toolName: 'index', position: 1 },
      skipped: [],
    })
    expect(r.rows[2]?.match).toEqual({ kind: 'intent', path: 'plannedSequence[1]' })
  })

  it('a fallback of the fallback is due only after the fallback itself fails', () => {
    const plan = planOf([intent('search', intent('index', intent('scraper')))])
    const r = runSentinel(plan, TOOLS, trace('search fail', 'index ok', 'scraper'))
    expect(deviations(r).map((d) => [d.reason, d.actual?.position])).toEqual([['beyond-plan', 2]])
  })

  it('not taking a due fallback is a deviation; a call of the next intent still moves the cursor', () => {
    const plan = planOf([intent('search', intent('index')), intent('grep')])
    const r = runSentinel(plan, TOOLS, trace('search fail', 'grep'))
    expect(deviations(r)).toMatchObject([
      {
        reason: 'fallback-not-taken',
        expected: { toolName: 'index', path: 'plannedSequence[0].fallbackOnFailure' },
        actual: { toolName: 'grep', position: 1 },
      },
    ])
    // The fallback was due and not taken: never "not needed" (issue 12, defect 7).
    expect(r.intents.map((i) => i.status)).toEqual(['executed', 'not-taken', 'executed'])
  })

  it('a fallback whose intent succeeded was not needed; one below a fallback never tried was not reached', () => {
    const plan = planOf([intent('search', intent('index', intent('scraper'))), intent('grep')])
    const ok = runSentinel(plan, TOOLS, trace('search', 'grep'))
    expect(ok.intents.map((i) => i.status)).toEqual([
      'executed',
      'unused-fallback',
      'not-reached',
      'executed',
    ])
    const notTaken = runSentinel(plan, TOOLS, trace('search fail', 'grep'))
    expect(notTaken.intents.map((i) => i.status)).toEqual([
      'executed',
      'not-taken',
      'not-reached',
      'executed',
    ])
    const never = runSentinel(plan, TOOLS, trace('grep'))
    expect(never.intents.map((i) => i.status)).toEqual(['skipped', 'not-reached', 'not-reached', 'executed'])
  })

  it('a call of a later intent skips those between; the cursor jumps past it', () => {
    const plan = planOf([intent('search'), intent('index'), intent('grep'), intent('scraper')])
    const r = runSentinel(plan, TOOLS, trace('search', 'grep', 'scraper'))
    expect(deviations(r)).toMatchObject([
      {
        reason: 'skipped',
        expected: { toolName: 'index', path: 'plannedSequence[1]' },
        actual: { toolName: 'grep', position: 1 },
        skipped: [{ toolName: 'index', path: 'plannedSequence[1]' }],
      },
    ])
    expect(r.intents.map((i) => i.status)).toEqual(['executed', 'skipped', 'executed', 'executed'])
  })

  it('an unplanned call leaves the cursor where it was', () => {
    const plan = planOf([intent('search'), intent('index')])
    const r = runSentinel(plan, TOOLS, trace('search', 'mystery', 'index'))
    expect(deviations(r)).toMatchObject([
      { reason: 'unplanned', expected: { path: 'plannedSequence[1]' }, actual: { toolName: 'mystery' } },
    ])
    expect(r.rows[2]?.match).toEqual({ kind: 'intent', path: 'plannedSequence[1]' })
  })

  it('calls after the last intent are beyond the plan, each one', () => {
    const r = runSentinel(planOf([intent('search')]), TOOLS, trace('search', 'search', 'index'))
    expect(deviations(r).map((d) => [d.reason, d.expected, d.actual?.position])).toEqual([
      ['beyond-plan', null, 1],
      ['beyond-plan', null, 2],
    ])
  })

  it('an empty plan makes every call beyond the plan', () => {
    const r = runSentinel(planOf([]), TOOLS, trace('search'))
    expect(deviations(r).map((d) => d.reason)).toEqual(['beyond-plan'])
  })

  it('intents never reached are findings only when the plan says Complete', () => {
    const seq = [intent('search'), intent('index'), intent('grep')]
    const inProgress = runSentinel(planOf(seq), TOOLS, trace('search'))
    expect(inProgress.findings).toEqual([])
    expect(inProgress.intents.map((i) => i.status)).toEqual(['executed', 'not-reached', 'not-reached'])
    const complete = runSentinel(planOf(seq, {}, { state: 'Complete' }), TOOLS, trace('search'))
    expect(deviations(complete).map((d) => [d.reason, d.expected?.path, d.actual])).toEqual([
      ['not-executed', 'plannedSequence[1]', null],
      ['not-executed', 'plannedSequence[2]', null],
    ])
  })

  it('quotes the expected intent without its nested fallbacks', () => {
    const plan = planOf([intent('search', intent('index'))])
    const r = runSentinel(plan, TOOLS, trace('grep'))
    expect(deviations(r)[0]?.expected).toEqual({
      toolName: 'search',
      rationale: 'why search',
      path: 'plannedSequence[0]',
    })
  })
})

describe('runSentinel: BLPViolation', () => {
  const blp = (seq: ToolCallIntent[] = [], budget: ResourceBudget = {}) => planOf(seq, budget, { blp: true })
  const violations = (r: ReturnType<typeof runSentinel>) =>
    r.findings.filter((f): f is BLPViolation => f.type === 'BLPViolation')

  it('a specialised tool while a general one is available, naming the trick and the first alternative', () => {
    const r = runSentinel(blp([], { maxCost: 100 }), TOOLS, trace('scraper'))
    expect(violations(r)).toMatchObject([
      {
        planId: 'p1',
        trick: 'scraper',
        generalAlternative: 'search',
        alternatives: ['search', 'index', 'grep'],
        actual: { position: 0 },
        remaining: { calls: null, cost: 100, latency: null },
      },
    ])
  })

  it('only when preferGeneralMethods is set', () => {
    expect(violations(runSentinel(planOf([]), TOOLS, trace('scraper')))).toEqual([])
  })

  it('a general tool that failed earlier in the trace is not available', () => {
    const r = runSentinel(blp(), TOOLS, trace('search fail', 'index fail', 'scraper'))
    expect(violations(r)[0]).toMatchObject({ generalAlternative: 'grep', alternatives: ['grep'] })
    const none = runSentinel(blp(), TOOLS, trace('search fail', 'index fail', 'grep fail', 'scraper'))
    expect(violations(none)).toEqual([])
  })

  it('a general tool whose declared cost no longer fits the remaining budget is not available (equal fits)', () => {
    // 3.8 of 4 spent: index (0.1) and grep (0.2) fit exactly or under; search (1) does not.
    const spent: ExecutedCall[] = [{ toolName: 'mystery', ok: true, cost: 3.8 }]
    const r = runSentinel(blp([], { maxCost: 4 }), TOOLS, [...spent, { toolName: 'scraper', ok: true }])
    expect(violations(r)[0]?.alternatives).toEqual(['index', 'grep'])
    const tight = runSentinel(blp([], { maxCost: 3.9 }), TOOLS, [...spent, { toolName: 'scraper', ok: true }])
    expect(violations(tight)[0]?.alternatives).toEqual(['index'])
  })

  it('latency and the call count bound availability too', () => {
    const lat = runSentinel(blp([], { maxLatency: 15 }), TOOLS, trace('scraper'))
    expect(violations(lat)[0]?.alternatives).toEqual(['index'])
    const calls = runSentinel(blp([], { maxToolCalls: 1 }), TOOLS, trace('index', 'scraper'))
    expect(violations(calls)).toEqual([])
  })

  it('a planned specialised call is still a violation when a general tool was available', () => {
    const r = runSentinel(blp([intent('search', intent('scraper'))]), TOOLS, trace('search fail', 'scraper'))
    expect(r.findings.map((f) => f.type)).toEqual(['BLPViolation'])
    expect(violations(r)[0]?.generalAlternative).toBe('index')
  })
})

describe('runSentinel', () => {
  it('never mutates its input', () => {
    const plan = Object.freeze(planOf([Object.freeze(intent('search', Object.freeze(intent('index'))))]))
    const calls = Object.freeze(trace('search fail', 'index').map((c) => Object.freeze(c)))
    expect(() => runSentinel(plan, Object.freeze([...TOOLS]), calls)).not.toThrow()
  })
})
