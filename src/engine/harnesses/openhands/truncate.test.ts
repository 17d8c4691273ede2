import { describe, expect, it } from 'vitest'
import { deliverOpenHands } from './harness.ts'
import { MAX_CMD_OUTPUT_SIZE, TRUNCATION_MARKER } from './source.ts'
import { truncateContent } from './truncate.ts'

// Vectors from OpenHands' tests/unit/events/test_observation_serialization.py at 156d0686
// (test_cmd_output_truncation, test_cmd_output_no_truncation): the same cut as truncate_content.
describe('truncate_content (OpenHands’ vectors)', () => {
  it('cuts 60,000 chars to 15,000 head + marker + 15,000 tail', () => {
    const out = truncateContent('a'.repeat(60_000), MAX_CMD_OUTPUT_SIZE)
    expect(out).toContain('[... Observation truncated due to length ...]')
    expect(out.length).toBeLessThanOrEqual(MAX_CMD_OUTPUT_SIZE + MAX_CMD_OUTPUT_SIZE * 0.01)
    expect(out.startsWith('a'.repeat(15_000))).toBe(true)
    expect(out.endsWith('a'.repeat(15_000))).toBe(true)
    expect(out).toBe(`${'a'.repeat(15_000)}${TRUNCATION_MARKER}${'a'.repeat(15_000)}`)
  })
  it('passes 1,000 chars whole', () => {
    expect(truncateContent('a'.repeat(1_000), MAX_CMD_OUTPUT_SIZE)).toBe('a'.repeat(1_000))
  })
})

describe('truncate_content, its edges as Python runs them', () => {
  it('passes a text exactly at the limit; cuts one over', () => {
    expect(truncateContent('abcd', 4)).toBe('abcd')
    expect(truncateContent('abcde', 4)).toBe(`ab${TRUNCATION_MARKER}de`)
  })
  it('an odd limit keeps limit // 2 each side', () => {
    expect(truncateContent('abcdefgh', 5)).toBe(`ab${TRUNCATION_MARKER}gh`)
  })
  it('counts code points, as Python’s len does, and never splits a surrogate pair', () => {
    const s = '😀😀😀😀😀' // 5 code points, 10 UTF-16 units
    expect(truncateContent(s, 5)).toBe(s)
    expect(truncateContent(s, 4)).toBe(`😀😀${TRUNCATION_MARKER}😀😀`)
  })
  it('a limit of 0 or 1: content[-0:] is the whole text after the marker; negative or None: off', () => {
    expect(truncateContent('abc', 1)).toBe(`${TRUNCATION_MARKER}abc`)
    expect(truncateContent('abc', -1)).toBe('abc')
    expect(truncateContent('abc', null)).toBe('abc')
  })
  it('a second cut of a cut text keeps it as it is (MAX_CMD_OUTPUT_SIZE, then max_message_chars)', () => {
    const once = truncateContent(`${'a'.repeat(20_000)}${'b'.repeat(40_000)}`, MAX_CMD_OUTPUT_SIZE)
    expect(truncateContent(once, 30_000)).toBe(once)
  })
  it('delivers with parts that rebuild the text and count kept chars', () => {
    const d = deliverOpenHands({
      tool: 'execute_bash',
      isError: false,
      text: 'x'.repeat(40_000),
      callIndex: 0,
    })
    expect(d.truncated).toBe(true)
    expect(d.keptChars).toBe(30_000)
    expect(d.text.length).toBe(30_000 + TRUNCATION_MARKER.length)
    expect(d.measure.value).toBe(40_000)
  })
})
