import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseScriptedCalls, showScriptedCalls, splitNames } from './scripted-calls.ts'

describe('parseScriptedCalls: one scripted call per line', () => {
  it('reads request_more_tools with categories and a reason, and any other line as a tool name', () => {
    expect(
      parseScriptedCalls('request_more_tools(github, web) # the user wants an issue\n\n  create_issue  '),
    ).toEqual([
      { name: 'request_more_tools', categories: ['github', 'web'], reason: 'the user wants an issue' },
      { name: 'create_issue', categories: [], reason: '' },
    ])
  })
  it('accepts the colon form and no categories; an empty text is the answer (no calls)', () => {
    expect(parseScriptedCalls('request_more_tools: projects')).toEqual([
      { name: 'request_more_tools', categories: ['projects'], reason: '' },
    ])
    expect(parseScriptedCalls('request_more_tools')).toEqual([
      { name: 'request_more_tools', categories: [], reason: '' },
    ])
    expect(parseScriptedCalls('  \n ')).toEqual([])
  })
  it('reads back what showScriptedCalls writes', () => {
    const name = fc.stringMatching(/^[a-z_]{1,12}$/)
    const call = fc.oneof(
      fc.record({
        name: fc.constant('request_more_tools'),
        categories: fc.array(name, { maxLength: 4 }),
        reason: fc.stringMatching(/^([a-z][a-z ]{0,20}[a-z])?$/),
      }),
      name
        .filter((n) => n !== 'request_more_tools')
        .map((n) => ({ name: n, categories: [] as string[], reason: '' })),
    )
    fc.assert(
      fc.property(fc.array(call, { maxLength: 5 }), (calls) => {
        expect(parseScriptedCalls(showScriptedCalls(calls))).toEqual(calls)
      }),
    )
  })
})

describe('splitNames', () => {
  it('splits on commas and new lines, trims, drops blanks, keeps order and repeats', () => {
    expect(splitNames(' projects,github\n\n, web ,projects')).toEqual([
      'projects',
      'github',
      'web',
      'projects',
    ])
  })
})
