import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type NumberRule, parseNumber, showNumber, UNITS } from './parse-number.ts'
import { parseNumberList } from './parse-number-list.ts'

const budget: NumberRule = { label: 'resultBudgetChars', unit: 'chars', kind: 'whole', min: 0, max: 1e9 }
const scale: NumberRule = {
  label: 'scaleFactor',
  kind: 'decimal',
  min: 0,
  max: 1e6,
  exclusiveMin: true,
  emptyMeansNone: true,
}
const value = (text: string, rule: NumberRule) => {
  const r = parseNumber(text, rule)
  return r.ok ? r.value : r.message
}

describe('parseNumber: separators group digits in threes, the same way in every field', () => {
  it('reads 80,000, 80_000, 80 000 (also no-break and thin spaces), 8e4 and 80000 alike', () => {
    for (const t of ['80,000', '80_000', '80 000', '80\u00a0000', '80\u202f000', '8e4', '80000', ' 80,000 '])
      expect(value(t, budget)).toBe(80_000)
    expect(value('1,234.5', scale)).toBe(1_234.5)
    expect(value('.25', scale)).toBe(0.25)
  })
  it('refuses a decimal comma ("0,25" is never 25, nor a guess at 0.25), and says to write a point', () => {
    expect(value('0,25', scale)).toBe(
      'scaleFactor: “0,25” has a comma where a decimal point would be; a comma only groups thousands (1,000): write 0.25',
    )
    expect(parseNumber('1,5', budget).ok).toBe(false)
  })
  it('refuses groups that are not threes, and mixed separators', () => {
    for (const t of ['8,0000', '80,00', '1,234,5', '80,000_000', '80  000'])
      expect(parseNumber(t, budget).ok, t).toBe(false)
    expect(value('1,234,5', budget)).toBe(
      'resultBudgetChars: “1,234,5”: separators only group digits in threes (80,000 or 80_000)',
    )
  })
  it('refuses what is not a number, naming the field and its unit', () => {
    expect(value('abc', budget)).toBe('resultBudgetChars must be a whole number of chars, not “abc”')
    expect(value('0x10', budget)).toBe('resultBudgetChars must be a whole number of chars, not “0x10”')
    expect(value('.', scale)).toBe('scaleFactor must be a number, not “.”')
    expect(value('Infinity', scale)).toBe('scaleFactor must be a number, not “Infinity”')
  })
})

describe('parseNumber: kind, range and empty', () => {
  it('a whole field refuses a fraction; a decimal one takes it', () => {
    expect(value('1.5', budget)).toBe('resultBudgetChars must be a whole number of chars, not “1.5”')
    expect(value('1.5', scale)).toBe(1.5)
  })
  it('names the bound with its unit, singular for 1', () => {
    expect(value('-1', budget)).toBe('resultBudgetChars cannot be negative')
    expect(value('0', { label: 'max_tokens', unit: 'tokens', kind: 'whole', min: 1, max: 1e8 })).toBe(
      'max_tokens must be at least 1 token',
    )
    expect(value('2e9', budget)).toBe('resultBudgetChars is at most 1,000,000,000 chars')
    expect(value('0', scale)).toBe('scaleFactor must be more than 0')
    expect(value('1e999', budget)).toBe('resultBudgetChars is too large: at most 1,000,000,000 chars')
  })
  it('empty: required, none, or a value of its own', () => {
    expect(value('', budget)).toBe('resultBudgetChars is required: a whole number of chars')
    expect(parseNumber('  ', scale)).toEqual({ ok: true, value: undefined })
    expect(value('', { label: 'weight', kind: 'decimal', min: 0, max: 1e6, emptyValue: 1 })).toBe(1)
  })
  it('a percent field reads 25% and 25 alike; a fraction field reads 60% as 0.6', () => {
    const share: NumberRule = { label: 'max_tokens', kind: 'decimal', min: 0, max: 100, percent: 'percent' }
    expect(value('25%', share)).toBe(25)
    expect(value('25 %', share)).toBe(25)
    expect(value('101', share)).toBe('max_tokens is at most 100%')
    const fraction: NumberRule = {
      label: 'framework_confidence',
      kind: 'decimal',
      min: 0,
      max: 1,
      percent: 'fraction',
    }
    for (const t of ['60%', '0.6', '.6']) expect(value(t, fraction)).toBe(0.6)
    expect(value('0', fraction)).toBe(0)
    expect(value('1', fraction)).toBe(1)
    expect(value('60', fraction)).toBe('framework_confidence is at most 1')
    expect(value('60%', budget)).toBe('resultBudgetChars must be a whole number of chars, not “60%”')
  })
  it('-0 is 0', () => {
    expect(Object.is(value('-0', budget), 0)).toBe(true)
  })
})

describe('parseNumber: messages', () => {
  const arbRule: fc.Arbitrary<NumberRule> = fc.record({
    label: fc.constantFrom('resultBudgetChars', 'success rate p', 'latency'),
    unit: fc.option(fc.constantFrom(...(Object.keys(UNITS) as (keyof typeof UNITS)[])), { nil: undefined }),
    kind: fc.constantFrom('whole' as const, 'decimal' as const),
    min: fc.constantFrom(0, 1, -5),
    max: fc.constantFrom(1, 100, 1e9),
    exclusiveMin: fc.boolean(),
    percent: fc.option(fc.constantFrom('percent' as const, 'fraction' as const), { nil: undefined }),
  })
  it('never print an empty unit "()", "undefined", a doubled space, or "1 <plural unit>"', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), arbRule, (text, rule) => {
        const r = parseNumber(text, rule)
        if (r.ok) return
        // The person's own text is quoted as typed ("!  !" keeps its two spaces): only the app's words count.
        const words = text.trim() ? r.message.replaceAll(text.trim(), '…') : r.message
        expect(words).not.toMatch(/\(\)|undefined|NaN| {2}|\b1 (chars|tokens|calls|slots|tools|runs)\b/)
        expect(r.message.startsWith(rule.label)).toBe(true)
      }),
    )
  })
})

describe('parseNumberList', () => {
  const rule = { ...scale, emptyMeansNone: undefined }
  it('separates by spaces, ";" or ", " so that 1,000 stays one number', () => {
    expect(parseNumberList('0.5, 1, 2, 1,000', rule, 16)).toEqual({ ok: true, value: [0.5, 1, 2, 1000] })
    expect(parseNumberList('0.5;1 2', rule, 16)).toEqual({ ok: true, value: [0.5, 1, 2] })
    expect(parseNumberList('  ', rule, 16)).toEqual({ ok: true, value: [] })
  })
  it('names the value at fault, and the count past the most', () => {
    expect(parseNumberList('1, 0', rule, 16)).toEqual({
      ok: false,
      message: 'scaleFactor must be more than 0',
    })
    expect(parseNumberList('1,5 2', rule, 16)).toEqual({
      ok: false,
      message:
        'scaleFactor: “1,5”: separate values with a comma and a space (1, 10); a comma alone groups thousands (1,000)',
    })
    expect(parseNumberList('1 2 3', rule, 2)).toEqual({
      ok: false,
      message: 'scaleFactor: at most 2 values (got 3)',
    })
  })
})

describe('showNumber', () => {
  it('groups thousands, keeps up to six decimals, writes a tiny value with its exponent', () => {
    expect(showNumber(80_000)).toBe('80,000')
    expect(showNumber(Math.SQRT2)).toBe('1.414214')
    expect(showNumber(0.00005)).toBe('0.00005')
    expect(showNumber(1e-9)).toBe('1e-9')
    expect(showNumber(undefined)).toBe('')
  })
  it('reads back what it shows (to six decimals)', () => {
    const any: NumberRule = { label: 'x', kind: 'decimal', min: -1e15, max: 1e15 }
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (v) => {
        const r = parseNumber(showNumber(v), any)
        expect(r.ok).toBe(true)
        if (r.ok) expect(Math.abs((r.value as number) - v)).toBeLessThanOrEqual(Math.abs(v) * 1e-12 + 5e-7)
      }),
    )
  })
})
