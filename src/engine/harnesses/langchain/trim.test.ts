import { describe, expect, it } from 'vitest'
import { type TokenCounter, type TrimMessage, trimMessages } from './trim.ts'

// Vectors from langchain's libs/core/tests/unit_tests/messages/test_utils.py (test_trim_messages_*), with its
// dummy_token_counter: 10 a string message, 3 + 4 a block + 3 a list message.
const dummy: TokenCounter = (ms) =>
  ms.reduce((n, m) => n + (typeof m.content === 'string' ? 10 : 6 + 4 * m.content.length), 0)
const FOUR = 'This is a 4 token text.'
const MESSAGES: TrimMessage[] = [
  { type: 'system', content: FOUR },
  { type: 'human', content: FOUR, id: 'first' },
  {
    type: 'ai',
    content: ['This is the FIRST 4 token block.', 'This is the SECOND 4 token block.'],
    id: 'second',
  },
  { type: 'human', content: FOUR, id: 'third' },
  { type: 'ai', content: FOUR, id: 'fourth' },
]
const ids = (ms: TrimMessage[]) => ms.map((m) => m.id ?? m.type)

describe('trim_messages (langchain’s vectors)', () => {
  it('first, 30', () => {
    expect(ids(trimMessages(MESSAGES, { maxTokens: 30, tokenCounter: dummy, strategy: 'first' }))).toEqual([
      'system',
      'first',
    ])
  })
  it('first, 30, allow_partial: the list message keeps its first block', () => {
    const out = trimMessages(MESSAGES, {
      maxTokens: 30,
      tokenCounter: dummy,
      strategy: 'first',
      allowPartial: true,
    })
    expect(out.at(-1)).toEqual({ type: 'ai', content: ['This is the FIRST 4 token block.'], id: 'second' })
  })
  it('first, 30, allow_partial, end_on human', () => {
    const out = trimMessages(MESSAGES, {
      maxTokens: 30,
      tokenCounter: dummy,
      strategy: 'first',
      allowPartial: true,
      endOn: ['human'],
    })
    expect(ids(out)).toEqual(['system', 'first'])
  })
  it('last, 30, include_system', () => {
    const out = trimMessages(MESSAGES, {
      maxTokens: 30,
      tokenCounter: dummy,
      strategy: 'last',
      includeSystem: true,
    })
    expect(ids(out)).toEqual(['system', 'third', 'fourth'])
  })
  it('last, 40, include_system, allow_partial: the list message keeps its second block', () => {
    const out = trimMessages(MESSAGES, {
      maxTokens: 40,
      tokenCounter: dummy,
      strategy: 'last',
      includeSystem: true,
      allowPartial: true,
    })
    expect(ids(out)).toEqual(['system', 'second', 'third', 'fourth'])
    expect(out[1]?.content).toEqual(['This is the SECOND 4 token block.'])
  })
  it('last, 30, include_system, allow_partial, end_on human', () => {
    const out = trimMessages(MESSAGES, {
      maxTokens: 30,
      tokenCounter: dummy,
      strategy: 'last',
      includeSystem: true,
      allowPartial: true,
      endOn: ['human'],
    })
    expect(ids(out)).toEqual(['system', 'second', 'third'])
    expect(out[1]?.content).toEqual(['This is the SECOND 4 token block.'])
  })
  it('last, 30, include_system, allow_partial, start_on human', () => {
    const out = trimMessages(MESSAGES, {
      maxTokens: 30,
      tokenCounter: dummy,
      strategy: 'last',
      includeSystem: true,
      allowPartial: true,
      startOn: ['human'],
    })
    expect(ids(out)).toEqual(['system', 'third', 'fourth'])
  })
  const chars: TokenCounter = (ms) =>
    ms.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0), 0)
  const list = (t: string) => [...t]
  it('one message, partial by chars: first keeps "Th", last keeps "t."', () => {
    const m: TrimMessage[] = [{ type: 'human', content: 'This is a funky text.', id: 'third' }]
    const o = { maxTokens: 2, tokenCounter: chars, textSplitter: list, allowPartial: true }
    expect(trimMessages(m, { ...o, strategy: 'first' })[0]?.content).toBe('Th')
    expect(trimMessages(m, { ...o, strategy: 'last' })[0]?.content).toBe('t.')
  })
  it('partial with a splitter on spaces, counting words', () => {
    const words: TokenCounter = (ms) =>
      ms.reduce(
        (n, m) => n + (typeof m.content === 'string' ? m.content : m.content.join(' ')).split(' ').length,
        0,
      )
    const onSpace = (t: string) => {
      const s = t.split(' ')
      return [...s.slice(0, -1).map((x) => `${x} `), ...s.slice(-1)]
    }
    const out = trimMessages(MESSAGES, {
      maxTokens: 10,
      tokenCounter: words,
      strategy: 'last',
      allowPartial: true,
      textSplitter: onSpace,
    })
    expect(out.map((m) => [m.id, m.content])).toEqual([
      ['third', 'a 4 token text.'],
      ['fourth', FOUR],
    ])
  })
  it('empty stays empty; first 10 characters; exact boundaries', () => {
    expect(trimMessages([], { maxTokens: 10, tokenCounter: dummy, includeSystem: true })).toEqual([])
    const long: TrimMessage[] = [{ type: 'human', content: 'This is a long message that needs trimming' }]
    expect(
      trimMessages(long, {
        maxTokens: 10,
        tokenCounter: chars,
        strategy: 'first',
        allowPartial: true,
        textSplitter: list,
      })[0]?.content,
    ).toBe('This is a ')
    const two: TrimMessage[] = [
      { type: 'system', content: '10 tokens exactly.' },
      { type: 'human', content: 'Another 10 tokens.' },
    ]
    expect(trimMessages(two, { maxTokens: 10, tokenCounter: dummy, strategy: 'first' })).toHaveLength(1)
    expect(trimMessages(two, { maxTokens: 20, tokenCounter: dummy, strategy: 'first' })).toEqual(two)
  })
  it('mixed content, partial: only the first text block fits', () => {
    const blocks: TokenCounter = (ms) =>
      ms.reduce(
        (n, m) => n + (typeof m.content === 'string' ? m.content.length : m.content.join('').length),
        0,
      )
    const m: TrimMessage[] = [
      { type: 'ai', content: ['First part of text.', 'Second part that should be trimmed.'] },
    ]
    const out = trimMessages(m, {
      maxTokens: 20,
      tokenCounter: blocks,
      strategy: 'first',
      allowPartial: true,
    })
    expect(out[0]?.content).toEqual(['First part of text.'])
  })
  it('start_on with allow_partial keeps only the last human message', () => {
    const m: TrimMessage[] = [
      { type: 'human', content: 'First human message' },
      { type: 'ai', content: 'AI response' },
      { type: 'human', content: 'Second human message' },
    ]
    const out = trimMessages(m, {
      maxTokens: 20,
      tokenCounter: dummy,
      strategy: 'last',
      allowPartial: true,
      startOn: ['human'],
    })
    expect(out.map((x) => x.content)).toEqual(['Second human message'])
  })
})
