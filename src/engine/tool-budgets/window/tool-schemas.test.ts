import { describe, expect, it } from 'vitest'
import { detectToolSchemas } from './tool-schemas.ts'

const openai = { type: 'function', function: { name: 'read_file', description: 'Read', parameters: {} } }
const anthropic = { name: 'web_search', description: 'Search', input_schema: { type: 'object' } }
const mcp = { name: 'fetch', inputSchema: { type: 'object' } }
const responses = { type: 'function', name: 'grep', parameters: {} }

describe('detectToolSchemas', () => {
  it('recognises OpenAI / Ollama, OpenAI Responses, Anthropic and MCP tools in one array', () => {
    const r = detectToolSchemas(JSON.stringify([openai, responses, anthropic, mcp]))
    expect(r.ok && r.tools.map((t) => [t.name, t.format])).toEqual([
      ['read_file', 'OpenAI / Ollama'],
      ['grep', 'OpenAI Responses'],
      ['web_search', 'Anthropic'],
      ['fetch', 'MCP'],
    ])
  })

  it('reads a request body with "tools", and an MCP tools/list JSON-RPC response', () => {
    const req = detectToolSchemas(JSON.stringify({ model: 'qwen3:8b', tools: [openai] }))
    expect(req.ok && req.container).toBe('"tools" of an object')
    const rpc = detectToolSchemas(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [mcp] } }))
    expect(rpc.ok && rpc.formats).toEqual(['MCP'])
  })

  it('keeps each tool as compact JSON, the text that is measured', () => {
    const r = detectToolSchemas(`[\n  ${JSON.stringify(mcp, null, 2)}\n]`)
    expect(r.ok && r.tools[0]?.json).toBe('{"name":"fetch","inputSchema":{"type":"object"}}')
  })

  it('empty text is no tools, not an error', () => {
    expect(detectToolSchemas('  \n')).toEqual({ ok: true, tools: [], formats: [], container: 'none' })
  })

  it('not JSON: says so with the line and column', () => {
    const r = detectToolSchemas('[{"name": "f",\n  inputSchema: {}}]')
    expect(r).toEqual({
      ok: false,
      message: expect.stringMatching(/^Tool schemas are not valid JSON: .*\(line 2, column 3\)$/),
    })
  })

  it('not an array: names the expected container and what was found', () => {
    const r = detectToolSchemas('{"name": "fetch", "inputSchema": {}}')
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toBe(
      'Tool schemas are not an array: expected a JSON array of tools (or an object with a "tools" array), got an object with keys name, inputSchema',
    )
    expect(detectToolSchemas('42')).toEqual({ ok: false, message: expect.stringMatching(/got a number$/) })
  })

  it('unknown shape: names the tool, its JSON path, what is missing and every format expected', () => {
    const r = detectToolSchemas(JSON.stringify([mcp, { name: 'x', schema: {} }]))
    expect(!r.ok && r.message).toMatch(
      /^Tool 2 \(\$\[1\]\) has an unknown shape: it has a name but no parameters, input_schema or inputSchema \(keys name, schema\); expected OpenAI \/ Ollama/,
    )
    const s = detectToolSchemas(JSON.stringify({ tools: [mcp, 'fetch'] }))
    expect(!s.ok && s.message).toMatch(
      /^Tool 2 \(\$\.tools\[1\]\) has an unknown shape: it is a string, not a tool object/,
    )
    const t = detectToolSchemas(JSON.stringify([{ type: 'function', function: { description: 'no name' } }]))
    expect(!t.ok && t.message).toMatch(/"function" has no string "name"/)
  })
})
