// Writes the dictionary of share-link format 2 ONCE: src/engine/share/frozen/link-dictionary-2.json.
// That file is frozen forever (every format-2 link in the world decodes against it); this script refuses to
// overwrite it. A later link format makes its own dictionary under a new name, with this script as its start.
//
// What goes in, farthest (least likely to be matched) first, nearest last:
//   1. the public vocabulary of the texts a scenario carries as strings (OpenAI and Anthropic transcripts,
//      OpenAI / Anthropic / MCP tool lists, as those formats' documentation names their fields), written here
//      by hand, escaped as they sit inside a JSON string; and a few words common in tool output;
//   2. the Scenario's own keys and enum values, from its JSON Schema, and optional fields with typical values;
//   3. the compact JSON of the defaults frozen for the current scenario version.
// Nothing is taken from public/examples/ or the shared corpus: the bench measures on those, and a dictionary
// made from them would flatter it.
//   npx tsx scripts/make-link-dictionary.ts
import { existsSync, writeFileSync } from 'node:fs'
import { scenarioJsonSchema } from '../src/engine/json-schema.ts'
import { LINK_BASE } from '../src/engine/share/frozen-defaults.ts'

const out = new URL('../src/engine/share/frozen/link-dictionary-2.json', import.meta.url)
if (existsSync(out)) {
  console.error('link-dictionary-2.json exists and is frozen forever; a new link format needs a new file.')
  process.exit(1)
}

/** A JSON text as it appears inside a JSON string value (a transcript pasted into a scenario). */
const inString = (text: string) => JSON.stringify(text).slice(1, -1)

const transcriptVocabulary = [
  // OpenAI Chat Completions (compact, as SDKs send it, then pretty-printed, as people paste it)
  '{"model":"gpt-4o","messages":[{"role":"system","content":"',
  '{"role":"user","content":"',
  '{"role":"assistant","content":null,"tool_calls":[{"id":"call_',
  '","type":"function","function":{"name":"',
  '","arguments":"{\\"path\\":\\"',
  '{"role":"tool","tool_call_id":"call_',
  '"tools":[{"type":"function","function":{"name":"',
  '","description":"',
  '","parameters":{"type":"object","properties":{"',
  '":{"type":"string","description":"',
  '"}},"required":["',
  '"choices":[{"index":0,"message":{"role":"assistant","content":',
  '"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":',
  ',"completion_tokens":',
  ',"total_tokens":',
  '{\n  "role": "assistant",\n  "content": null,\n  "tool_calls": [\n    {\n      "id": "call_',
  '",\n      "type": "function",\n      "function": {\n        "name": "',
  '",\n        "arguments": "{}"\n      }\n    }\n  ]\n},\n{\n  "role": "tool",\n  "tool_call_id": "',
  '",\n  "content": "',
  // OpenAI Responses
  '{"type":"function_call","call_id":"call_',
  '{"type":"function_call_output","call_id":"call_',
  '","output":"',
  // Anthropic Messages
  '{"model":"claude-sonnet-4-5","max_tokens":1024,"system":"',
  '{"role":"assistant","content":[{"type":"text","text":"',
  '{"type":"tool_use","id":"toolu_',
  '","name":"',
  '","input":{',
  '{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_',
  '","content":"',
  ',"is_error":true',
  '"stop_reason":"tool_use","usage":{"input_tokens":',
  ',"output_tokens":',
  ',"cache_read_input_tokens":',
  '"input_schema":{"type":"object","properties":{"',
  // MCP (JSON-RPC 2.0)
  '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"',
  '","arguments":{',
  '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"',
  '"inputSchema":{"type":"object","properties":{"',
  '"annotations":{"readOnlyHint":true}',
  // Ollama
  '{"model":"qwen3:8b","messages":[',
]

const toolOutputWords = [
  'Traceback (most recent call last):\n  File "',
  '", line ',
  'Error: ',
  'error: ',
  'warning: ',
  'npm ERR! ',
  '    at ',
  'diff --git a/',
  '\n--- a/',
  '\n+++ b/',
  '\n@@ -',
  'commit ',
  'Author: ',
  'Date:   ',
  ' files changed, ',
  ' insertions(+), ',
  ' deletions(-)',
  'No such file or directory',
  'Permission denied',
  'https://github.com/',
  'https://',
  'http://localhost:',
  'node_modules/',
  '.ts:',
  '.py:',
  '.go:',
  '.rs:',
  'function ',
  'return ',
  'import ',
  'const ',
  'export ',
  'def ',
  'class ',
  'the ',
  ' of the ',
  ' and ',
  ' to ',
  ' in ',
  ' is ',
  ' for ',
  ' with ',
  ' that ',
  ' not ',
  ' from ',
  ' this ',
  ' calls ',
  ' tool ',
  ' budget ',
  ' chars',
  ' tokens',
]

/** The Scenario's own keys and enum values, read from its JSON Schema. */
function schemaVocabulary(): string[] {
  const keys = new Set<string>()
  const values = new Set<string>()
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (node === null || typeof node !== 'object') return
    const o = node as Record<string, unknown>
    if (o.properties && typeof o.properties === 'object')
      for (const k of Object.keys(o.properties)) keys.add(k)
    if (Array.isArray(o.enum)) for (const v of o.enum) if (typeof v === 'string') values.add(v)
    if (typeof o.const === 'string') values.add(o.const)
    for (const v of Object.values(o)) walk(v)
  }
  walk(scenarioJsonSchema())
  return [...[...keys].map((k) => `"${k}":`), ...[...values].map((v) => `"${v}"`)]
}

/** Optional fields and the shapes a diff writes most, with typical values. */
const scenarioShapes = [
  '{"tool":"read_file","output":{"kind":"text","text":"',
  '","isError":true,"args":{"path":"',
  '{"tool":"terminal","output":{"kind":"sample","chars":',
  '{"tool":"web_search","output":{"kind":"sample","chars":',
  '{"tool":"grep","output":{"kind":"sample","chars":',
  '{"tool":"Bash","output":{"kind":"sample","chars":',
  '{"name":"terminal","maxResultChars":',
  '{"name":"web_search","maxResultChars":',
  '{"name":"read_file","maxResultChars":20000,"preTrims":true}',
  '"maxConsecutiveIdenticalCalls":5,"resultBudgetFloorChars":2000',
  '"maxToolCallsPerTurn":1000,"maxIdenticalToolCalls":25',
  '{"name":"read_file","maxTokens":5000,"protected":true}',
  '"reward":{"dist":"gaussian","mean":0,"sd":1}',
  '{"strategy":"Softmax","temperature":0.1,"preferGeneralMethods":false}',
  '{"strategy":"EpsilonGreedy","explorationRate":0.01,"initialValue":5,"preferGeneralMethods":false}',
  '{"toolName":"',
  '","rationale":"',
  '","expectedOutcome":"',
  '"trace":{"format":"pasted","text":"',
  '"log":{"text":"',
  '"format":"openai"',
  '"format":"anthropic"',
  '{"calls":[',
  '"batches":[],',
  '"tools":[],',
  '"view":{"tab":"',
]

const compactDefaults = JSON.stringify(LINK_BASE)
const parts = [
  ...transcriptVocabulary.map(inString),
  ...toolOutputWords.map(inString),
  ...schemaVocabulary(),
  ...scenarioShapes,
  compactDefaults,
]
writeFileSync(out, `${JSON.stringify(parts, null, 0)}\n`)
const bytes = new TextEncoder().encode(parts.join('')).length
console.log(`wrote ${out.pathname}: ${parts.length} parts, ${bytes} bytes`)
