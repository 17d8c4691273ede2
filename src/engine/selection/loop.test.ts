import { describe, expect, it } from 'vitest'
import { buildCatalog } from './catalog.ts'
import { runToolLoop } from './loop.ts'
import {
  buildRequestMoreToolsSchema,
  handleRequestMoreTools,
  requestMoreToolsMessage,
  sortByCodePoint,
} from './meta-tool.ts'
import type { ScriptedCall, Selection } from './schema.ts'
import { defaultSelection } from './schema.ts'
import { selectTools } from './select.ts'

const meta = (...categories: string[]): ScriptedCall => ({
  name: 'request_more_tools',
  categories,
  reason: '',
})
const tool = (name: string): ScriptedCall => ({ name, categories: [], reason: '' })
const withSteps = (steps: ScriptedCall[][], patch: Partial<Selection> = {}): Selection => ({
  ...defaultSelection(),
  ...patch,
  iterations: steps.map((calls) => ({ calls })),
})

describe("buildRequestMoreToolsSchema: as the project's code builds it (seeds README, seed 004 edges)", () => {
  const C = 'github, notes, projects, web'
  it("is the code's schema exactly: JSON Schema parameters, the sorted categories listed twice", () => {
    expect(buildRequestMoreToolsSchema(['web', 'projects', 'github', 'notes'])).toEqual({
      type: 'function',
      function: {
        name: 'request_more_tools',
        description: `Request additional tool categories when the current tools are insufficient for the task. Call this before attempting a task if you need tools that are not in the current set. Available categories: ${C}.`,
        parameters: {
          type: 'object',
          properties: {
            categories: {
              type: 'array',
              items: { type: 'string' },
              description: `Category names to load. Must be chosen from: ${C}`,
            },
            reason: { type: 'string', description: 'Brief explanation of why these tools are needed' },
          },
          required: ['categories'],
        },
      },
    })
  })
  it("costs 612 chars of compact JSON for the four default categories (the document's sketch: 375)", () => {
    expect(JSON.stringify(buildRequestMoreToolsSchema(['web', 'projects', 'github', 'notes'])).length).toBe(
      612,
    )
  })
  it('grows by twice each category name (plus its ", "): the list is in the description and the parameter', () => {
    const four = JSON.stringify(buildRequestMoreToolsSchema(['web', 'projects', 'github', 'notes'])).length
    const five = JSON.stringify(
      buildRequestMoreToolsSchema(['web', 'projects', 'github', 'notes', 'calendar']),
    ).length
    expect(five - four).toBe(2 * ('calendar'.length + 2))
  })
  it('sorts like Python: by code point, capitals first', () => {
    expect(sortByCodePoint(['b', 'B', 'a', '😀', '\uff5e'])).toEqual(['B', 'a', 'b', '\uff5e', '😀'])
  })
})

describe('request_more_tools handler', () => {
  const s = defaultSelection()
  const catalog = buildCatalog(s)
  const initial = selectTools(catalog, ['projects'], 8, 2, 'proportional').selected
  it('loads the requested category, beyond max_tools (no cap)', () => {
    const r = handleRequestMoreTools(catalog, initial, ['github'], 8, 2, 'proportional')
    expect(r.added).toEqual([
      'list_issues',
      'create_issue',
      'get_file_contents',
      'list_pull_requests',
      'add_issue_comment',
      'create_pull_request',
      'search_code',
    ])
    expect(r.tools).toHaveLength(15)
    expect(r.message).toBe(
      'Loaded 7 new tools: list_issues, create_issue, get_file_contents, list_pull_requests, add_issue_comment, create_pull_request, search_code',
    )
  })
  it('an unknown category, or one already loaded, adds nothing and says so', () => {
    expect(handleRequestMoreTools(catalog, initial, ['nonexistent'], 8, 2, 'proportional').message).toBe(
      'No new tools added (already available or unknown category)',
    )
    expect(handleRequestMoreTools(catalog, initial, ['projects'], 8, 2, 'proportional').added).toEqual([])
    expect(requestMoreToolsMessage(['a', 'b'])).toBe('Loaded 2 new tools: a, b')
  })
})

describe('runToolLoop (MAX_TOOL_ITERATIONS = 5)', () => {
  it('a wrong classification, fixed by one request: the tools exist from the next iteration', () => {
    const s = withSteps([[meta('github')], [tool('create_issue')]], { classified: ['projects'] })
    const loop = runToolLoop(
      buildCatalog(s),
      s,
      selectTools(buildCatalog(s), ['projects'], 8, 2, 'proportional').selected,
    )
    expect(loop.iterations.map((it) => it.kind)).toEqual(['scripted', 'scripted', 'open', 'unused', 'unused'])
    // select_tools(['github']) alone: per_cat = max(2, 8 // 1) = 8, so all 7 github tools come in
    expect(loop.iterations.map((it) => it.toolCount)).toEqual([9, 16, 16, 16, 16])
    expect(loop.iterations[1]?.messages[0]).toMatchObject({
      content: '(result of create_issue)',
      notOffered: false,
    })
    expect(loop.iterations.map((it) => it.left)).toEqual([4, 3, 2, 1, 0])
    expect(loop.finalCallWithoutTools).toBe(false)
  })
  it('results keep the order of the calls; meta calls run first, in order, each seeing the last', () => {
    const s = withSteps([[tool('add_task'), meta('github'), tool('list_issues'), meta('github', 'web')]])
    const loop = runToolLoop(buildCatalog(s), s, ['add_task'])
    const messages = loop.iterations[0]?.messages ?? []
    expect(messages.map((m) => m.name)).toEqual([
      'add_task',
      'request_more_tools',
      'list_issues',
      'request_more_tools',
    ])
    expect(messages[1]?.content.startsWith('Loaded 7 new tools: list_issues, create_issue')).toBe(true)
    expect(messages[2]).toMatchObject({
      notOffered: true,
      content: "(list_issues was not in this request's tools)",
    })
    expect(messages[3]?.content).toBe('Loaded 2 new tools: web_search, fetch_url')
  })
  it('five scripted iterations use the loop up; a sixth never runs; the last call has no tools', () => {
    const s = withSteps(Array.from({ length: 6 }, () => [meta('web')]))
    const loop = runToolLoop(buildCatalog(s), s, ['save_note'])
    expect(loop.iterations.every((it) => it.kind === 'scripted')).toBe(true)
    expect(loop.iterations.map((it) => it.messages[0]?.content)).toEqual([
      'Loaded 2 new tools: web_search, fetch_url',
      'No new tools added (already available or unknown category)',
      'No new tools added (already available or unknown category)',
      'No new tools added (already available or unknown category)',
      'No new tools added (already available or unknown category)',
    ])
    expect(loop.finalCallWithoutTools).toBe(true)
    expect(loop.neverRun).toBe(1)
    expect(loop.metaCalls).toBe(5)
  })
  it('an iteration with no calls is the answer: the loop ends there', () => {
    const s = withSteps([[], [meta('web')]])
    const loop = runToolLoop(buildCatalog(s), s, ['save_note'])
    expect(loop.iterations.map((it) => it.kind)).toEqual(['answer', 'unused', 'unused', 'unused', 'unused'])
    expect(loop.neverRun).toBe(1)
  })
  it('an empty selection is plain chat: no iteration runs, not even a scripted request_more_tools', () => {
    const s = withSteps([[meta('web')], [tool('web_search')]])
    const loop = runToolLoop(buildCatalog(s), s, [])
    expect(loop).toMatchObject({
      plainChat: true,
      iterations: [],
      finalCallWithoutTools: false,
      neverRun: 2,
      finalTools: [],
      loaded: [],
      metaCalls: 0,
    })
  })
})
