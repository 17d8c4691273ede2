import { describe, expect, it } from 'vitest'
import { parseCalls } from '../../../src/ui/selection/MetaToolPanel.tsx'

describe('parseCalls: one scripted call per line', () => {
  it('reads request_more_tools with categories and a reason, and any other line as a tool name', () => {
    expect(
      parseCalls('request_more_tools(github, web) # the user wants an issue\n\n  create_issue  '),
    ).toEqual([
      { name: 'request_more_tools', categories: ['github', 'web'], reason: 'the user wants an issue' },
      { name: 'create_issue', categories: [], reason: '' },
    ])
  })
  it('accepts the colon form and no categories; an empty text is the answer (no calls)', () => {
    expect(parseCalls('request_more_tools: projects')).toEqual([
      { name: 'request_more_tools', categories: ['projects'], reason: '' },
    ])
    expect(parseCalls('request_more_tools')).toEqual([
      { name: 'request_more_tools', categories: [], reason: '' },
    ])
    expect(parseCalls('  \n ')).toEqual([])
  })
})
