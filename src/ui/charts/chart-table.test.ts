import { describe, expect, it } from 'vitest'
import { type ChartTable, cellOf, logGridNote, logTicks, spansDecades, toCsv } from './chart-table.ts'

describe('toCsv', () => {
  it('writes the labels, then each row, numbers in full and empty where a series has no point', () => {
    const table: ChartTable<{ name: string; kept: number; cut: number | null }> = {
      columns: [
        { key: 'name', label: 'call' },
        { key: 'kept', label: 'kept (chars)' },
        { key: 'cut', label: 'cut (chars)' },
      ],
      rows: [
        { name: '1 read_file', kept: 26_666, cut: 18_565 },
        { name: '2 "quoted", tool', kept: 0.125, cut: null },
      ],
    }
    expect(toCsv(table)).toBe(
      'call,kept (chars),cut (chars)\r\n1 read_file,26666,18565\r\n"2 ""quoted"", tool",0.125,\r\n',
    )
  })
  it('reads a column through its own reader (a band edge), and writes NaN and Infinity as empty', () => {
    const row = { t: 1, b: [0.5, 1.5] as [number, number], m: Number.NaN }
    expect(cellOf({ key: 'b', label: 'hi', value: (r: typeof row) => r.b[1] }, row)).toBe(1.5)
    expect(cellOf({ key: 'm', label: 'm' }, row)).toBeNull()
  })
})

describe('spansDecades', () => {
  it('is true when the largest non-zero value is 100× the smallest (a 2.9 MB output beside 26k kept)', () => {
    expect(spansDecades([2_900_000, 26_666, 0])).toBe(true)
    expect(spansDecades([45_231, 26_666, 12_400])).toBe(false)
    expect(spansDecades([0, 0])).toBe(false)
  })
})

describe('logTicks', () => {
  it('runs in powers of ten from a decade below the smallest value past the largest', () => {
    expect(logTicks(12_400, 2_900_000)).toEqual([1_000, 10_000, 100_000, 1_000_000, 10_000_000])
  })
  it('adds 2 and 5 between the powers when there are few decades', () => {
    expect(logTicks(300, 5_000)).toEqual([10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000])
  })
})

describe('logTicks on any input (issue 24: an all-empty batch blanked the page)', () => {
  it('reads a smallest value that is not a positive number as 1: an all-zero series has none', () => {
    // Math.min() of no sizes is Infinity: this once looped until "RangeError: Invalid array length".
    expect(logTicks(Number.POSITIVE_INFINITY, 0)).toEqual([0.1, 0.2, 0.5, 1])
    expect(logTicks(0, 0)).toEqual([0.1, 0.2, 0.5, 1])
    expect(logTicks(Number.NaN, Number.NaN)).toEqual([0.1, 0.2, 0.5, 1])
    expect(logTicks(-5, 100)).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100])
  })
  it('gives an axis to one value or equal values, and a bounded one to 1 beside 1e9 or 1e300', () => {
    expect(logTicks(10, 10)).toEqual([1, 2, 5, 10])
    expect(logTicks(1, 1e9)).toHaveLength(11)
    expect(logTicks(1, Number.POSITIVE_INFINITY)).toEqual([0.1, 0.2, 0.5, 1])
    expect(logTicks(1e-300, 1e300).length).toBeLessThanOrEqual(30)
  })
})

describe('logGridNote', () => {
  it('says 10× only when every gridline is a power of ten, and 1, 2 and 5 otherwise', () => {
    expect(logGridNote(logTicks(12_400, 2_900_000))).toBe('each gridline is 10× the one below')
    expect(logGridNote(logTicks(300, 5_000))).toBe('gridlines at 1, 2 and 5 × each power of ten')
  })
})
