import { describe, expect, it } from 'vitest'
import { measurer } from '../measure/measurer.ts'
import { cutCurrent, cutDocumented } from '../tool-budgets/truncate.ts'
import { trimOutput } from './trim.ts'
import { findErrorLines } from './trims/errors-first.ts'
import { formatSize } from './trims/save-to-file.ts'

const chars = measurer('chars')
const praisonai = measurer('praisonai')
const t = (
  strategy: Parameters<typeof trimOutput>[0],
  text: string,
  budget: number,
  m = chars,
  notice: 'inline' | 'header' = 'inline',
) => trimOutput(strategy, { text, budget, m, callIndex: 0 }, notice)

describe("trimOutput: seed 002's own test decides whether its trims cut", () => {
  it('ten emoji (20 UTF-16 units, 10 code points) fit a 12-char budget whole, as in Python', () => {
    const emoji = '😀'.repeat(10)
    expect(t('head-tail', emoji, 12)).toMatchObject({ text: emoji, truncated: false })
    expect(t('head-marker', emoji, 12)).toMatchObject({ text: emoji, truncated: false })
    expect(t('head', emoji, 12).truncated).toBe(true) // seed 003 counts UTF-16 units
  })
})

describe('trimOutput: head (seed 003)', () => {
  it('is the seed’s slice(0, budget) with its exact marker: em dash, raw length, no separator', () => {
    expect(t('head', 'x'.repeat(50_000), 10).text).toBe(`${'x'.repeat(10)}\n[truncated — 50000 chars total]`)
  })
  it('splits a surrogate pair exactly as the seed’s code does', () => {
    expect(t('head', 'a😀b', 2).text.charCodeAt(1)).toBe(0xd83d)
  })
  it('leaves an output exactly at its budget untouched', () => {
    expect(t('head', 'abcd', 4)).toMatchObject({ text: 'abcd', truncated: false })
  })
  it('moves the marker to a header line when asked', () => {
    expect(t('head', 'abcdef', 2, chars, 'header').text).toBe('[truncated — 6 chars total]\n\nab')
  })
})

describe('trimOutput: head-marker and head-tail (seed 002)', () => {
  const text = `${'a'.repeat(100)}é😀${'b'.repeat(50)}`
  it('equals PraisonAI’s truncate_tool_output as documented under its own heuristic', () => {
    expect(t('head-marker', text, 10, praisonai).text).toBe(cutDocumented(text, 10).text)
  })
  it('equals PraisonAI’s code today under its own heuristic, comma thousands included', () => {
    const long = 'z'.repeat(12_345)
    expect(t('head-tail', long, 100, praisonai).text).toBe(cutCurrent(long, 100).text)
    expect(t('head-tail', long, 100, praisonai).text).toContain(
      '\n...[12,345 chars, showing first/last portions]...\n',
    )
  })
  it('uses the documented marker', () => {
    expect(t('head-marker', 'a'.repeat(100), 10, praisonai).text).toBe(
      `${'a'.repeat(36)}\n...[output truncated]...`,
    )
  })
})

describe('trimOutput: middle (Codex CLI)', () => {
  it('keeps half the budget at each end with the removed count between', () => {
    expect(t('middle', 'abcdefghij', 4).text).toBe('ab…6 chars truncated…ij')
  })
  it('writes the count in plain digits, as Codex does, and tokens when the measure is in tokens', () => {
    expect(t('middle', 'x'.repeat(10_004), 4).text).toBe('xx…10000 chars truncated…xx')
    expect(t('middle', 'abcd'.repeat(1000), 2, measurer('chars/4')).text).toMatch(
      /^abcd…\d+ tokens truncated…abcd$/,
    )
  })
  it("counts removed tokens as Codex does: the removed middle's UTF-8 bytes / 4, rounded up", () => {
    // 3,992 ASCII chars removed → 998.
    expect(t('middle', 'abcd'.repeat(1000), 2, measurer('chars/4')).text).toBe(
      'abcd…998 tokens truncated…abcd',
    )
    // 'é' is 2 bytes and '😀' 4: 1,000 + 2 + 4 + 2,994 = 4,000 bytes removed → 1,000; one byte more → 1,001.
    const text = `abcd${'x'.repeat(1_000)}é😀${'y'.repeat(2_994)}abcd`
    expect(t('middle', text, 2, measurer('chars/4')).text).toBe('abcd…1000 tokens truncated…abcd')
    expect(t('middle', `${text}z`, 2, measurer('chars/4')).text).toBe('abcd…1001 tokens truncated…bcdz')
  })
  it("puts Codex's header above (original token count, total lines), the marker staying at the cut", () => {
    expect(t('middle', 'abcdefghij', 4, chars, 'header').text).toBe(
      'Warning: truncated output (original token count: 3)\nTotal output lines: 1\n\nab…6 chars truncated…ij',
    )
    const lines = `${'line of output\n'.repeat(300)}é` // 4,502 bytes → 1,126 tokens; 301 lines
    expect(t('middle', lines, 20, chars, 'header').text).toMatch(
      /^Warning: truncated output \(original token count: 1126\)\nTotal output lines: 301\n\nline of ou…4481 chars truncated…f output\né$/,
    )
  })
})

describe('trimOutput: save-to-file (Claude Code)', () => {
  it('replaces the output with a reference and a 2,000-char preview', () => {
    const text = 'y'.repeat(60_000)
    expect(t('save-to-file', text, 50_000).text).toBe(
      `<persisted-output>\nOutput too large (58.6KB). Full output saved to: tool-results/call-1.txt\n\nPreview (first 2KB):\n${'y'.repeat(2_000)}\n</persisted-output>`,
    )
  })
  it('shortens the preview to a smaller budget', () => {
    expect(t('save-to-file', 'y'.repeat(60_000), 100).text).toContain(
      `:\n${'y'.repeat(100)}\n</persisted-output>`,
    )
  })
  it('writes sizes as KB and MB with one decimal', () => {
    expect([formatSize(512), formatSize(17_715), formatSize(5_033_165)]).toEqual(['512B', '17.3KB', '4.8MB'])
  })
})

describe('trimOutput: line-boundary (ours)', () => {
  it('cuts back to the last whole line and names it', () => {
    expect(t('line-boundary', 'ab\ncd\nef', 4).text).toBe('ab\n[truncated after line 1 of 3 — 8 chars total]')
  })
  it('cuts a single long line where the budget ends, and says it cut inside it (issue 12, defect 10)', () => {
    expect(t('line-boundary', 'abcdef', 3).text).toBe(
      'abc\n[truncated inside line 1 of 1, after its first 3 chars — 6 chars total]',
    )
    expect(t('line-boundary', 'ab\ncdefgh', 5).text).toBe('ab\n[truncated after line 1 of 2 — 9 chars total]')
  })
})

describe('trimOutput: errors-first (ours)', () => {
  const build = `${Array.from({ length: 20 }, (_, i) => `compiling module ${i}`).join('\n')}\nerror[E0308]: mismatched types\nbuild failed\n`
  it('keeps the error lines a head cut would drop, after the head', () => {
    const out = t('errors-first', build, 120).text
    expect(out).toMatch(/^compiling module 0\n/)
    expect(out).toContain(
      '[truncated — 434 chars total; 2 error lines from the cut part follow]\nerror[E0308]: mismatched types\nbuild failed',
    )
  })
  it('says so when the cut part holds no error line', () => {
    expect(t('errors-first', 'ok\nok\nok\nok\n', 6).text).toBe(
      'ok\nok\n[truncated after line 2 — 12 chars total; no error lines in the cut part]',
    )
  })
  it('keeps up to two indented lines after an error line as its context', () => {
    expect(findErrorLines('ok\nerror: x\n  --> a.rs:1\n   |\n   | more\nok\n')).toEqual([[3, 29]])
  })
  it('reads a long error line only as far as the budget left, and stops reading lines once it is full', () => {
    const counted: number[] = []
    const spy = {
      ...chars,
      count: (x: string) => {
        counted.push(x.length)
        return x.length
      },
    }
    const minified = `error: ${'x'.repeat(200_000)}`
    const text = `${'ok\n'.repeat(50)}${minified}\nerror: short\n${'ok\n'.repeat(50)}`
    const out = t('errors-first', text, 120, spy).text
    expect(out).not.toContain('error: short') // lines are taken in order: the long one does not fit, so none is
    expect(Math.max(...counted)).toBeLessThan(1_000)
  })
  it('does not take a line reporting zero errors for an error line', () => {
    expect(findErrorLines('Found 0 errors\nTests: 3 failed\n')).toEqual([[15, 30]])
  })
})

describe('trimOutput: json-aware (ours)', () => {
  it('re-serialises without spaces when that alone fits, dropping nothing', () => {
    expect(t('json-aware', '[1, 2, 3, 4, 5, 6]', 14)).toMatchObject({
      text: '[1,2,3,4,5,6]',
      truncated: true,
    })
    const twenty = JSON.stringify(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(t('json-aware', twenty, 24).text).toBe('[1,2,3,"…17 more items"]')
  })
  it('keeps valid JSON with a count of the dropped items', () => {
    const out = t('json-aware', JSON.stringify(Array.from({ length: 100 }, (_, i) => i)), 40).text
    expect(JSON.parse(out)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, '…90 more items'])
    expect(out.length).toBeLessThanOrEqual(40)
  })
  it('keeps the original indentation and counts dropped keys', () => {
    const obj = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]))
    const out = t('json-aware', JSON.stringify(obj, null, 2), 80).text
    expect(out.length).toBeLessThanOrEqual(80)
    expect(out).toMatch(/^\{\n {2}"k0": 0,/)
    expect(JSON.parse(out)['…']).toMatch(/^\d+ more keys$/)
  })
  it('cuts a long JSON at any budget as a fresh search would, whatever budgets it was cut at before', () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}`, tags: ['a', 'b', 'c'] }))
    const text = JSON.stringify({ rows, meta: { n: 400 } })
    const budgets = [18_000, 300, 5_000, 5_333, 4_999, 12_000, 80, 7_500, 301, 17_999] // all under its 19,407 chars
    // The same JSON with a trailing space is another text: it is searched afresh, remembering nothing.
    const fresh = budgets.map((b) => t('json-aware', `${text} `, b).text)
    expect(budgets.map((b) => t('json-aware', text, b).text)).toEqual(fresh)
    expect([...budgets].reverse().map((b) => t('json-aware', text, b).text)).toEqual([...fresh].reverse())
  })
  it('cuts text that is not JSON at a line boundary and says why', () => {
    const out = t('json-aware', 'not json\nat all\n', 9)
    expect(out.text).toBe('not json\n[truncated after line 1 of 2 — 16 chars total]')
    expect(out.note).toMatch(/^Not JSON/)
  })
})
