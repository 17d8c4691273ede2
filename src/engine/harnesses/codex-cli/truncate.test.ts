import { describe, expect, it } from 'vitest'
import {
  formattedTruncateText,
  middleCutBytes,
  rustLineCount,
  scalePolicy,
  splitString,
  truncateText,
  utf8Length,
} from './truncate.ts'

// Vectors ported from openai/codex at rust-v0.125.0 (commit 637f7dd6d737f3961e6bf32fbb3861c4953269c5):
//   codex-rs/utils/string/src/truncate/tests.rs           (split_string, truncate_middle_*)
//   codex-rs/utils/output-truncation/src/truncate_tests.rs (formatted_truncate_text, header without the warning)
//   codex-rs/core/src/context_manager/history_tests.rs     (format_exec_output_*, lines 1174-1235)
// The warning line comes from utils/output-truncation/src/lib.rs:23-34 at commit 820f85cf.

/** Rust's `split_string` returns (removed, before, after); ours returns UTF-16 indices of the same cut. */
const split = (s: string, b: number, e: number) => {
  const r = splitString(s, b, e)
  return [r.removedChars, s.slice(0, r.prefixEnd), s.slice(r.suffixStart)]
}

describe('splitString (truncate/tests.rs)', () => {
  it('split_string_works', () => {
    expect(split('hello world', 5, 5)).toEqual([1, 'hello', 'world'])
    expect(split('abc', 0, 0)).toEqual([3, '', ''])
  })
  it('split_string_handles_empty_string', () => {
    expect(split('', 4, 4)).toEqual([0, '', ''])
  })
  it('split_string_only_keeps_prefix_when_tail_budget_is_zero', () => {
    expect(split('abcdef', 3, 0)).toEqual([3, 'abc', ''])
  })
  it('split_string_only_keeps_suffix_when_prefix_budget_is_zero', () => {
    expect(split('abcdef', 0, 3)).toEqual([3, '', 'def'])
  })
  it('split_string_handles_overlapping_budgets_without_removal', () => {
    expect(split('abcdef', 4, 4)).toEqual([0, 'abcd', 'ef'])
  })
  it('split_string_respects_utf8_boundaries: a 4-byte char is never split at the cut', () => {
    expect(split('😀abc😀', 5, 5)).toEqual([1, '😀a', 'c😀'])
    expect(split('😀😀😀😀😀', 1, 1)).toEqual([5, '', ''])
    expect(split('😀😀😀😀😀', 7, 7)).toEqual([3, '😀', '😀'])
    expect(split('😀😀😀😀😀', 8, 8)).toEqual([1, '😀😀', '😀😀'])
  })
})

describe('truncateText (truncate/tests.rs)', () => {
  it('truncate_with_token_budget_returns_original_when_under_limit', () => {
    expect(truncateText('short output', { mode: 'tokens', limit: 100 })).toBe('short output')
  })
  it('truncate_with_token_budget_reports_truncation_at_zero_limit', () => {
    expect(truncateText('abcdef', { mode: 'tokens', limit: 0 })).toBe('…2 tokens truncated…')
  })
  it('truncate_middle_tokens_handles_utf8_content', () => {
    const s = '😀😀😀😀😀😀😀😀😀😀\nsecond line with text\n'
    expect(truncateText(s, { mode: 'tokens', limit: 8 })).toBe(
      '😀😀😀😀…8 tokens truncated… line with text\n',
    )
  })
  it('truncate_middle_bytes_handles_utf8_content', () => {
    const s = '😀😀😀😀😀😀😀😀😀😀\nsecond line with text\n'
    expect(truncateText(s, { mode: 'bytes', limit: 20 })).toBe('😀😀…21 chars truncated…with text\n')
  })
})

describe('formattedTruncateText (output-truncation/src/truncate_tests.rs)', () => {
  const content = 'example output'
  const long = 'this is an example of a long output that should be truncated'
  const twoLines = `${long}\nalso some other line`
  const cases: [string, string, { mode: 'tokens' | 'bytes'; limit: number }, string][] = [
    [
      'truncate_bytes_less_than_placeholder',
      content,
      { mode: 'bytes', limit: 1 },
      'Total output lines: 1\n\n…13 chars truncated…t',
    ],
    [
      'truncate_tokens_less_than_placeholder',
      content,
      { mode: 'tokens', limit: 1 },
      'Total output lines: 1\n\nex…3 tokens truncated…ut',
    ],
    ['truncate_tokens_under_limit_returns_original', content, { mode: 'tokens', limit: 10 }, content],
    ['truncate_bytes_under_limit_returns_original', content, { mode: 'bytes', limit: 20 }, content],
    [
      'truncate_tokens_over_limit_returns_truncated',
      long,
      { mode: 'tokens', limit: 5 },
      'Total output lines: 1\n\nthis is an…10 tokens truncated… truncated',
    ],
    [
      'truncate_bytes_over_limit_returns_truncated',
      long,
      { mode: 'bytes', limit: 30 },
      'Total output lines: 1\n\nthis is an exam…30 chars truncated…ld be truncated',
    ],
    [
      'truncate_bytes_reports_original_line_count',
      twoLines,
      { mode: 'bytes', limit: 30 },
      'Total output lines: 2\n\nthis is an exam…51 chars truncated…some other line',
    ],
    [
      'truncate_tokens_reports_original_line_count',
      twoLines,
      { mode: 'tokens', limit: 10 },
      'Total output lines: 2\n\nthis is an example o…11 tokens truncated…also some other line',
    ],
  ]
  it.each(cases)('%s (rust-v0.125.0 header)', (_name, text, policy, expected) => {
    expect(formattedTruncateText(text, policy, 'lines')).toBe(expected)
  })
  it('puts the warning line with the original token estimate (bytes / 4, rounded up) above, as main does', () => {
    expect(formattedTruncateText(content, { mode: 'bytes', limit: 1 })).toBe(
      'Warning: truncated output (original token count: 4)\nTotal output lines: 1\n\n…13 chars truncated…t',
    )
    expect(formattedTruncateText(twoLines, { mode: 'bytes', limit: 30 })).toBe(
      'Warning: truncated output (original token count: 21)\nTotal output lines: 2\n\nthis is an exam…51 chars truncated…some other line',
    )
  })
})

describe('history_tests.rs format_exec_output_* (truncate_text at Tokens(2_500))', () => {
  const exec = (s: string) => truncateText(s, { mode: 'tokens', limit: 2_500 })
  const removed = (s: string) => Number(/…(\d+) tokens truncated…/.exec(s)?.[1])
  it('format_exec_output_truncates_large_error: 36,250 tokens removed', () => {
    const line = 'very long execution error line that should trigger truncation\n'
    const out = exec(line.repeat(2_500))
    expect(out.startsWith(line)).toBe(true)
    expect(removed(out)).toBe(36_250)
  })
  it('format_exec_output_marks_byte_truncation_without_omitted_lines: 2,500 removed', () => {
    expect(removed(exec('a'.repeat(10_000 + 10_000)))).toBe(2_500)
  })
  it('format_exec_output_returns_original_when_within_limits', () => {
    const s = 'example output\n'.repeat(10)
    expect(exec(s)).toBe(s)
  })
  it('format_exec_output_reports_omitted_lines_and_keeps_head_and_tail: 34,723 removed', () => {
    const s = Array.from({ length: 2_000 }, (_, i) => `line-${i}-${'x'.repeat(64)}\n`).join('')
    const out = exec(s)
    expect(removed(out)).toBe(34_723)
    expect(out.startsWith('line-0-')).toBe(true)
    expect(out).toContain('line-1999-')
  })
  it('format_exec_output_prefers_line_marker_when_both_limits_exceeded: 17,423 removed', () => {
    const s = Array.from({ length: 300 }, (_, i) => `line-${i}-${'x'.repeat(256)}\n`).join('')
    expect(removed(exec(s))).toBe(17_423)
  })
})

// Ours, from the rules above (Codex's tests have no such case): the edges of the 10,000-token policy.
describe('the default budgets at their edges', () => {
  const exec = { mode: 'tokens', limit: 10_000 } as const
  const history = scalePolicy(exec, 1.2)
  it('scales 10,000 tokens by 1.2 to exactly 12,000 (f64 ceil), 48,000 bytes', () => {
    expect(history).toEqual({ mode: 'tokens', limit: 12_000 })
    expect(scalePolicy({ mode: 'bytes', limit: 10_000 }, 1.2)).toEqual({ mode: 'bytes', limit: 12_000 })
  })
  it('passes 40,000 bytes whole and cuts 40,001 to 20,000 + 20,000 bytes, 1 token removed', () => {
    expect(formattedTruncateText('a'.repeat(40_000), exec)).toBe('a'.repeat(40_000))
    const out = formattedTruncateText('a'.repeat(40_001), exec)
    expect(out).toBe(
      `Warning: truncated output (original token count: 10001)\nTotal output lines: 1\n\n${'a'.repeat(20_000)}…1 tokens truncated…${'a'.repeat(20_000)}`,
    )
  })
  it('passes 48,000 bytes whole in the history step and cuts 48,001', () => {
    expect(truncateText('b'.repeat(48_000), history)).toBe('b'.repeat(48_000))
    expect(truncateText('b'.repeat(48_001), history)).toBe(
      `${'b'.repeat(24_000)}…1 tokens truncated…${'b'.repeat(24_000)}`,
    )
  })
  it('backs a cut off to a char boundary: a 3-byte char across the 20,000th byte goes to neither end', () => {
    const s = `${'a'.repeat(19_999)}€${'z'.repeat(30_000)}` // € is 3 bytes: bytes 19,999–20,001
    const cut = middleCutBytes(s, 40_000, true)
    expect(cut?.prefixEnd).toBe(19_999)
    expect(s.slice(cut?.suffixStart)).toBe('z'.repeat(20_000))
    expect(cut?.marker).toBe(`…${Math.ceil((utf8Length(s) - 40_000) / 4)} tokens truncated…`)
  })
  it('counts CRLF lines once and keeps the \\r bytes in the budget', () => {
    const s = 'line\r\n'.repeat(8_000) // 48,000 bytes, 8,000 lines
    expect(rustLineCount(s)).toBe(8_000)
    expect(rustLineCount('a\r\nb')).toBe(2)
    expect(rustLineCount('')).toBe(0)
    expect(rustLineCount('\n')).toBe(1)
    const out = formattedTruncateText(s, exec)
    expect(
      out.startsWith('Warning: truncated output (original token count: 12000)\nTotal output lines: 8000\n\n'),
    ).toBe(true)
    // 20,000 bytes end two chars into line 3,334; the last 20,000 start at its \r\n
    expect(out).toContain('line\r\nli…2000 tokens truncated…\r\nline\r\n')
  })
})
