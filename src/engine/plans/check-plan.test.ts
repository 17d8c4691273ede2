import { describe, expect, it } from 'vitest'
import { checkPlan, placedIntents } from './check-plan.ts'
import type { ToolCallIntent, ToolCallPlan } from './schema.ts'
import { defaultPlans } from './section.ts'

const { tools, plan } = defaultPlans()
const withSequence = (plannedSequence: ToolCallIntent[]): ToolCallPlan => ({ ...plan, plannedSequence })
const i = (toolName: string, fallbackOnFailure?: ToolCallIntent): ToolCallIntent => ({
  toolName,
  rationale: '',
  ...(fallbackOnFailure ? { fallbackOnFailure } : {}),
})

describe('checkPlan', () => {
  it('the default plan has no problems', () => {
    expect(checkPlan(plan, tools)).toEqual([])
  })

  it('an empty plan is named', () => {
    expect(checkPlan(withSequence([]), tools)).toMatchObject([
      { kind: 'empty-plan', path: 'plannedSequence' },
    ])
  })

  it('names each unknown tool with its path, fallbacks included', () => {
    const issues = checkPlan(withSequence([i('web_search'), i('cached_index', i('web_serach'))]), tools)
    expect(issues).toEqual([
      {
        kind: 'unknown-tool',
        path: 'plannedSequence[1].fallbackOnFailure',
        toolName: 'web_serach',
        message:
          'plannedSequence[1].fallbackOnFailure names “web_serach”, which is not among the 3 candidate tools.',
      },
    ])
  })

  it('a fallback naming a tool already on its own chain is circular; other chains do not count', () => {
    const seq = [i('web_search', i('site_scraper', i('web_search'))), i('site_scraper')]
    expect(checkPlan(withSequence(seq), tools)).toEqual([
      {
        kind: 'circular-fallback',
        path: 'plannedSequence[0].fallbackOnFailure.fallbackOnFailure',
        toolName: 'web_search',
        firstPath: 'plannedSequence[0]',
        message:
          'plannedSequence[0].fallbackOnFailure.fallbackOnFailure falls back to “web_search”, already on its chain at plannedSequence[0]: a circular fallback.',
      },
    ])
  })

  it('a fallback to the same tool (a retry) is circular', () => {
    expect(checkPlan(withSequence([i('web_search', i('web_search'))]), tools)[0]).toMatchObject({
      kind: 'circular-fallback',
      path: 'plannedSequence[0].fallbackOnFailure',
    })
  })

  it('with no candidate tools, names are not checked', () => {
    expect(checkPlan(withSequence([i('anything')]), [])).toEqual([])
  })

  it('walks a deeply nested chain without overflowing the stack', () => {
    let deep: ToolCallIntent = i('t0')
    for (let n = 1; n < 20_000; n++) deep = i(`t${n}`, deep)
    expect(placedIntents(withSequence([deep]))).toHaveLength(20_000)
    expect(checkPlan(withSequence([deep]), [])).toEqual([])
  })
})
