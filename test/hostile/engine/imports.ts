// Transcripts, recordings and tool lists: opened over the scenario and into Tool selection.
import {
  asText,
  cut,
  FIFTY_MB,
  GZIP,
  type HostileInput,
  nest,
  noise,
  real,
  tamper,
  transcriptChat,
  turns,
} from './make.ts'

const toolList = (tools: unknown[]) => JSON.stringify({ tools })
const deepSchema = (depth: number) =>
  `{"tools":[{"name":"deep","input_schema":${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}}]}`

export const IMPORTS: HostileInput[] = [
  {
    id: 'import-real-chat',
    what: 'a real OpenAI transcript (control: imported)',
    entry: 'import',
    make: transcriptChat,
    expect: 'accepted',
  },
  {
    id: 'import-cut',
    what: 'a real transcript cut in half',
    entry: 'import',
    make: () => cut(transcriptChat()),
    expect: 'either',
  },
  {
    id: 'import-tampered',
    what: 'a real transcript with a quote changed',
    entry: 'import',
    make: () => tamper(transcriptChat(), 0.4),
    expect: 'either',
  },
  {
    id: 'import-cassette-cut',
    what: 'a real VCR cassette cut in half',
    entry: 'import',
    make: () => cut(real('transcripts/openai-chat-completions.complex-agent-run.vcr.yaml')),
    expect: 'either',
  },
  {
    id: 'import-anthropic-tampered',
    what: 'a real Anthropic recording with a quote changed',
    entry: 'import',
    make: () => tamper(real('transcripts/anthropic-messages.tool-runner.nock-recording.json'), 0.7),
    expect: 'either',
  },
  {
    id: 'import-10k-turns',
    what: 'a 10,000-turn transcript',
    entry: 'import',
    make: () => turns(10_000),
    expect: 'either',
    boundMs: 30_000,
  },
  {
    id: 'import-args-deep',
    what: 'tool call arguments nested 10,000 deep',
    entry: 'import',
    make: () =>
      JSON.stringify([
        {
          role: 'assistant',
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'ls', arguments: nest(10_000) } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'ok' },
      ]),
    expect: 'either',
  },
  {
    id: 'import-deep',
    what: 'a transcript nested 10,000 deep',
    entry: 'import',
    make: () => nest(10_000, '{"role":"user","content":"x"}'),
    expect: 'refused',
  },
  {
    id: 'import-schema-deep',
    what: 'a tool schema nested 10,000 deep',
    entry: 'import',
    make: () => deepSchema(10_000),
    expect: 'refused',
  },
  {
    id: 'import-100k-tools',
    what: 'a list of 100,000 tools',
    entry: 'import',
    make: () =>
      toolList(Array.from({ length: 100_000 }, (_, i) => ({ name: `tool_${i}`, input_schema: {} }))),
    expect: 'either',
    boundMs: 30_000,
  },
  {
    id: 'import-proto-tools',
    what: 'tools named __proto__, constructor and prototype',
    entry: 'import',
    make: () =>
      toolList(['__proto__', 'constructor', 'prototype'].map((name) => ({ name, input_schema: {} }))),
    expect: 'either',
  },
  {
    id: 'import-proto-message',
    what: 'a message with a __proto__ key',
    entry: 'import',
    make: () => '[{"role":"user","content":"hi","__proto__":{"polluted":true}}]',
    expect: 'either',
  },
  {
    id: 'import-script-tool',
    what: 'a tool name and result holding a script',
    entry: 'import',
    make: () =>
      JSON.stringify([
        {
          role: 'assistant',
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: '<script>x()</script>', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: '<img src=x onerror=alert(1)>' },
      ]),
    expect: 'either',
  },
  {
    id: 'import-lone-surrogate',
    what: 'lone surrogates in a message',
    entry: 'import',
    make: () => '[{"role":"user","content":"a\\ud800b"}]',
    expect: 'either',
  },
  {
    id: 'import-binary',
    what: 'random bytes',
    entry: 'import',
    make: () => asText(noise(50_000, 13)),
    expect: 'refused',
  },
  {
    id: 'import-gzip',
    what: 'a gzip file',
    entry: 'import',
    make: () => asText(new Uint8Array([...GZIP, ...noise(999)])),
    expect: 'refused',
  },
  {
    id: 'import-yaml-bomb',
    what: 'YAML anchors that expand a billion times',
    entry: 'import',
    make: () =>
      [
        'interactions:',
        '- a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
        '  b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
        '  c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
        '  d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
        '  e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
        '  f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
        '  g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
        '  h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
        '  i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
        '',
      ].join('\n'),
    expect: 'refused',
    boundMs: 10_000,
  },
  {
    id: 'import-sse-garbage',
    what: 'server-sent events of garbage',
    entry: 'import',
    make: () => 'data: {"choices":[{"delta":\n\ndata: [DONE]\n\ndata: \u0000\n\n'.repeat(1000),
    expect: 'either',
  },
  {
    id: 'import-1e999',
    what: '1e999 in a message',
    entry: 'import',
    make: () => '[{"role":"user","content":1e999}]',
    expect: 'either',
  },
  {
    id: 'import-nan',
    what: 'NaN in a message',
    entry: 'import',
    make: () => '[{"role":"user","content":NaN}]',
    expect: 'refused',
  },
  {
    id: 'import-50mb-result',
    what: 'a 50 MB tool result',
    entry: 'import',
    make: () =>
      JSON.stringify([
        {
          role: 'assistant',
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'cat', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'r'.repeat(FIFTY_MB) },
      ]),
    expect: 'accepted',
    boundMs: 40_000,
  },
]

export const SELECTION: HostileInput[] = [
  {
    id: 'selection-real-tools',
    what: 'the real GitHub MCP tool list (control)',
    entry: 'selection',
    make: () => real('tools/github-mcp-server.tools.json'),
    expect: 'accepted',
  },
  {
    id: 'selection-proto-categories',
    what: 'a category map keyed __proto__ and constructor',
    entry: 'selection',
    make: () => '{"__proto__":["a"],"constructor":["b"],"prototype":["c"]}',
    expect: 'either',
  },
  {
    id: 'selection-100k-tools',
    what: '100,000 tools',
    entry: 'selection',
    make: () => toolList(Array.from({ length: 100_000 }, (_, i) => ({ name: `t${i}`, input_schema: {} }))),
    expect: 'either',
    boundMs: 30_000,
  },
  {
    id: 'selection-deep',
    what: 'a schema nested 10,000 deep',
    entry: 'selection',
    make: () => deepSchema(10_000),
    expect: 'refused',
  },
  {
    id: 'selection-binary',
    what: 'random bytes',
    entry: 'selection',
    make: () => asText(noise(9_999, 17)),
    expect: 'refused',
  },
  {
    id: 'selection-cut',
    what: 'a real tool list cut in half',
    entry: 'selection',
    make: () => cut(real('tools/anthropic-messages.tools.json')),
    expect: 'either',
  },
]
