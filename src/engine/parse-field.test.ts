import { describe, expect, it } from 'vitest'
import { parseWholeNumber, type WholeNumberRule } from './parse-field.ts'

const budget: WholeNumberRule = { label: 'resultBudgetChars', unit: 'chars', min: 0, max: 1_000_000_000 }

describe('parseWholeNumber', () => {
  it.each([
    ['80000', 80_000],
    ['80,000', 80_000],
    [' 80_000 ', 80_000],
    ['8e4', 80_000],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumber(text, budget)).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'resultBudgetChars is required'],
    ['lots', 'resultBudgetChars must be a number of chars, not “lots”'],
    ['-5', 'resultBudgetChars cannot be negative'],
    ['12.5', 'resultBudgetChars must be a whole number of chars'],
    ['12.', 'resultBudgetChars must be a number of chars, not “12.”'],
    ['1e12', 'resultBudgetChars is at most 1,000,000,000 chars'],
    ['1e999', 'resultBudgetChars is too large (at most 1,000,000,000)'],
  ])('rejects %j: %s', (text, message) => {
    expect(parseWholeNumber(text, budget)).toEqual({ ok: false, message })
  })

  it('reads an empty optional field as no value', () => {
    expect(parseWholeNumber('', { ...budget, emptyMeansNone: true })).toEqual({ ok: true, value: undefined })
  })
})
