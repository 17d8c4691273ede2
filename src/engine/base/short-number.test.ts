import { describe, expect, it } from 'vitest'
import { megabytes, shortNumber } from './short-number.ts'

describe('shortNumber', () => {
  it('writes ordinary numbers with thousands separators', () => {
    expect(shortNumber(134_217_728)).toBe('134,217,728')
    expect(shortNumber(0.25)).toBe('0.25')
    expect(shortNumber(0)).toBe('0')
  })
  it('writes huge and tiny numbers in exponent form, six digits at most', () => {
    expect(shortNumber(1e308)).toBe('1e308')
    expect(shortNumber(-1.7976931348623157e308)).toBe('-1.79769e308')
    expect(shortNumber(1.2345678e-9)).toBe('1.23457e-9')
    expect(shortNumber(Number.POSITIVE_INFINITY)).toBe('Infinity')
  })
})

describe('megabytes', () => {
  it('shows MB with at most three decimals', () => {
    expect(megabytes(64 * 1024 * 1024)).toBe('64 MB')
    expect(megabytes(1000)).toBe('0.001 MB')
  })
})
