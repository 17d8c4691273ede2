import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { scenarioFromImport } from '../entry/to-scenario.ts'
import { readImport } from './read-import.ts'
import type { Imported, Transcript } from './types.ts'

// Issue 26's labels that misled: each read as a new user would meet it.
function imported(text: string): Imported {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
function read(text: string): Transcript {
  const v = imported(text)
  if (v.kind !== 'transcript') throw new Error(`read as ${v.kind}`)
  return v
}
const notes = (t: Transcript) => t.notes.map((n) => n.message)

describe('import labels that say what is there', () => {
  it('a Responses file with a hosted MCP server: its listed tools are MCP tools, not Anthropic ones', () => {
    const list = {
      type: 'mcp_list_tools',
      server_label: 'deepwiki',
      tools: [
        { name: 'read_wiki_structure', input_schema: { type: 'object' }, annotations: null },
        { name: 'ask_question', input_schema: { type: 'object' }, annotations: null },
      ],
    }
    const t = read(
      JSON.stringify({
        request: {
          model: 'gpt-4.1',
          input: 'hi',
          tools: [{ type: 'mcp', server_label: 'deepwiki', server_url: 'https://mcp.deepwiki.com/mcp' }],
        },
        response: {
          object: 'response',
          output: [list, { type: 'mcp_call', id: 'm1', name: 'ask_question', arguments: '{}', output: 'ok' }],
        },
      }),
    )
    expect(t.tools?.summary).toBe(
      '3 tools (OpenAI built-in + MCP), 1 defined by the provider, offered in the requests',
    )
    expect(t.tools?.summary).not.toContain('Anthropic')
  })

  it('a streamed response that is not read is named as the response, and why', () => {
    const t = read(
      JSON.stringify({
        request: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], stream: true },
        response: 'event: ping\ndata: {"garbage":1}\n\ndata: {"garbage":2}\n\n',
      }),
    )
    expect(notes(t)).toEqual(['The response is not read: its 2 stream events are no chat response chunks.'])
  })

  it('one conversation recorded twice is one conversation, the second recording named as starting the same way', () => {
    const request = {
      model: 'claude',
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'ls', input: {} }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'a' }] },
      ],
    }
    const answer = (id: string, text: string) => ({
      id,
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text }],
    })
    const t = read(
      JSON.stringify([
        { request, response: answer('msg_1', 'done') },
        { request, response: answer('msg_2', 'Done!') },
      ]),
    )
    expect(t.summary).toBe(
      'Anthropic Messages, HTTP snapshot, 2 interactions in 1 conversation (+1 starting as an earlier one does), 1 tool call in 1 batch, 1 result',
    )
    expect(t.conversations).toBe(1)
    const { notes: said } = scenarioFromImport(t, defaultScenario())
    expect(said.some((n) => n.includes('conversations'))).toBe(false)
  })

  it('a tool list opened as a scenario is Tool selection’s category “imported”, not “transcript”', () => {
    const v = imported(JSON.stringify([{ name: 'search', inputSchema: { type: 'object' } }]))
    expect(v.kind).toBe('catalog')
    const { scenario } = scenarioFromImport(v, defaultScenario())
    expect(scenario.selection.categories.map((c) => c.name)).toEqual(['imported'])
    expect(scenario.selection.classified).toEqual(['imported'])
  })

  it('YAML interactions without a request say why nothing or only the responses were read', () => {
    const empty = read('interactions:\n- response:\n    status: {code: 200, message: OK}\n    headers: {}\n')
    expect(empty.summary).toBe('Chat messages, VCR cassette, 0 tool calls in 0 batches, 0 results')
    expect(notes(empty)).toEqual([
      "The VCR cassette's 1 interaction records no request and no response body: there is nothing to read.",
    ])
    const responsesOnly = read(
      'interactions:\n- response:\n    body:\n      string: \'{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"text","text":"hi"}]}\'\n',
    )
    expect(responsesOnly.summary).toBe(
      'Anthropic Messages, VCR cassette, 0 tool calls in 0 batches, 0 results',
    )
    expect(notes(responsesOnly)).toEqual([
      'No interaction of the VCR cassette records a request: the history, the tool results and the offered tools are in requests, so only the calls the responses make are read (their results are not in the file).',
    ])
  })
})
