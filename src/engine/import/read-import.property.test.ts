import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cpuTimeOf } from '../../../test/support/cpu-time.ts'
import { readBody } from './body.ts'
import { readToolList } from './catalog.ts'
import { readCategoryMap } from './categories.ts'
import { decodeText } from './decode-text.ts'
import { findExchanges } from './exchanges.ts'
import { readImport } from './read-import.ts'
import { findSessionLines } from './sessions.ts'
import { readSse } from './sse.ts'
import { assembleStream } from './streams.ts'
import { salvageTruncatedJson } from './truncated-json.ts'

/** Keys and strings the readers look for, so random values reach past the first shape check. */
const KEYS = [
  'role',
  'content',
  'tool_calls',
  'type',
  'id',
  'call_id',
  'tool_use_id',
  'tool_call_id',
  'name',
  'arguments',
  'input',
  'output',
  'messages',
  'choices',
  'message',
  'delta',
  'index',
  'function',
  'interactions',
  'request',
  'response',
  'body',
  'string',
  'parsed_body',
  'tools',
  'text',
  'is_error',
  'result',
  'jsonrpc',
  'scope',
  'path',
  'done',
  'object',
  'system',
  'instructions',
  'toolsets',
  'inputSchema',
  'input_schema',
  'parameters',
  'execution',
  'payload',
  'custom_id',
  'sessionId',
  'uuid',
  'isSidechain',
  'log',
  'entries',
  'postData',
  'nextCursor',
  'mcp_servers',
  'functions',
  'reasoning_content',
  'thinking',
  'params',
]
const WORDS = [
  'user',
  'assistant',
  'tool',
  'system',
  'developer',
  'function',
  'tool_use',
  'tool_result',
  'server_tool_use',
  'web_search_tool_result',
  'function_call',
  'function_call_output',
  'tool_search_call',
  'tool_search_output',
  'message',
  'text',
  'chat.completion',
  'chat.completion.chunk',
  'response',
  'content_block_start',
  'content_block_delta',
  'input_json_delta',
  'response.completed',
  'web_search_20250305',
  'server',
  'c1',
  'c2',
  'data: {"a":1}\n\n',
  'H4sIAAAAAAAA',
  '1f8b',
  '{"role":"user"}',
  'response_item',
  'session_meta',
  'succeeded',
  'errored',
  'mcp_list_tools',
  'custom_tool_call',
  'response.output_item.added',
  'OPTIONS',
  'https://api.openai.com/v1/chat/completions',
]

const shaped: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...WORDS),
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 6 }),
  ),
})).value

/** Every importer, each given the same input: none may throw, each answers. */
const IMPORTERS: [string, (text: string, value: unknown) => unknown][] = [
  ['readImport (text)', (text) => readImport(text)],
  ['readImport (JSON of the value)', (_, value) => readImport(JSON.stringify(value) ?? 'null')],
  ['decodeText', (text) => decodeText(text)],
  ['readBody', (text, value) => [readBody(text), readBody(value)]],
  ['readSse', (text) => readSse(text)],
  ['assembleStream', (_, value) => assembleStream(Array.isArray(value) ? value : [value])],
  ['findExchanges', (_, value) => findExchanges(value)],
  ['readToolList', (_, value) => readToolList(Array.isArray(value) ? value : [value], '$', 'array')],
  ['readCategoryMap', (_, value) => readCategoryMap(value)],
  ['salvageTruncatedJson', (text) => salvageTruncatedJson(text)],
  [
    'findSessionLines',
    (_, value) => {
      const values = Array.isArray(value) ? value : [value]
      return (
        findSessionLines(
          values,
          values.map((_v, i) => i + 1),
        ) ?? null
      )
    },
  ],
  [
    'readImport (JSON lines of the value)',
    (_, value) =>
      readImport((Array.isArray(value) ? value : [value]).map((v) => JSON.stringify(v)).join('\n')),
  ],
]

/**
 * Generous: each input is a few KB at most, read in about a millisecond of CPU; a runaway loop is what this
 * catches (in CPU time, so a busy machine does not trip it).
 */
const BOUND_MS = 2_000

describe('every importer on arbitrary input', () => {
  it.each(IMPORTERS)('%s returns a value or a typed error, never throws, in bounded time', (_, importer) => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          shaped.map((v) => JSON.stringify(v) ?? ''),
        ),
        shaped,
        (text, value) => {
          const { ms, value: answer } = cpuTimeOf(() => importer(text, value))
          expect(ms).toBeLessThan(BOUND_MS)
          return answer !== undefined
        },
      ),
      { numRuns: Number(process.env.IMPORT_RUNS ?? 300) },
    )
  })

  it('readImport answers ok with a value, or not ok with an error of a known kind and a message', () => {
    const kinds = ['empty', 'too large', 'binary', 'not json', 'not yaml', 'not a cassette', 'unknown shape']
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          shaped.map((v) => JSON.stringify(v, null, 1) ?? ''),
        ),
        (text) => {
          const r = readImport(text)
          if (r.ok)
            return ['transcript', 'catalog', 'categories'].includes(r.value.kind) && r.value.summary !== ''
          // The last-resort catch in readImport stays unused: every reader answers by itself.
          return (
            kinds.includes(r.error.kind) &&
            r.error.message.length > 0 &&
            !r.error.message.startsWith('This could not be read')
          )
        },
      ),
      { numRuns: 500 },
    )
  })

  it('a file from another project (a recording, a stream, a session) cut anywhere is read or refused, never thrown', () => {
    const files = readdirSync(new URL('./fixtures/docs/', import.meta.url)).filter((f) => f !== 'README.md')
    const texts = files.map((f) => readFileSync(new URL(`./fixtures/docs/${f}`, import.meta.url), 'utf8'))
    fc.assert(
      fc.property(fc.nat({ max: texts.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (i, at) => {
        const text = texts[i] as string
        const r = readImport(text.slice(0, Math.max(1, Math.floor(text.length * at))))
        return r.ok || r.error.message.length > 0
      }),
      { numRuns: 200 },
    )
  })

  it('a transcript cut anywhere is read or refused with a message, never thrown', () => {
    const whole = JSON.stringify([
      { role: 'user', content: 'go' },
      {
        role: 'assistant',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'ls', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'a.py' },
    ])
    fc.assert(
      fc.property(fc.integer({ min: 1, max: whole.length }), (n) => {
        const r = readImport(whole.slice(0, n))
        return r.ok || r.error.message.length > 0
      }),
    )
  })
})
