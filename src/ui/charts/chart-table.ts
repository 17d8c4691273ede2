/**
 * A chart's numbers as a table: the rows it plots and a labelled column (with its unit) for each series. The
 * chart, its hover values, its CSV and its exported SVG all read this one table, so they cannot disagree.
 */
export interface ChartColumn<R> {
  /** The series' key in the chart's data (`dataKey`), so hover values find their label. */
  key: string
  /** The column's heading, with its unit: "kept (chars)". */
  label: string
  /** The cell, when it is not simply `row[key]` (a band's edge, a formatted name). */
  value?: (row: R) => string | number | null | undefined
  /** How the hover box writes a number of this column ("$1.04"), when not as a plain number; CSV keeps it whole. */
  show?: (v: number) => string
}

export interface ChartTable<R = Record<string, unknown>> {
  columns: ChartColumn<R>[]
  rows: readonly R[]
}

/** One cell of a table: the column's own reader, else the row's value at its key. */
export function cellOf<R>(column: ChartColumn<R>, row: R): string | number | null {
  const v = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key]
  if (v === undefined || v === null) return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  return String(v)
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), quotes doubled. */
function csvField(v: string | number | null): string {
  if (v === null) return ''
  const s = typeof v === 'number' ? String(v) : v
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/**
 * The table as CSV (RFC 4180, CRLF line ends): a header of the column labels, then one line per row, numbers
 * as JavaScript writes them (no thousands separators, full precision), empty where a series has no point.
 * @example toCsv({ columns: [{ key: 'a', label: 'a (chars)' }], rows: [{ a: 26666 }] }) === 'a (chars)\r\n26666\r\n'
 */
export function toCsv<R>(table: ChartTable<R>): string {
  const lines = [table.columns.map((c) => csvField(c.label)).join(',')]
  for (const row of table.rows) lines.push(table.columns.map((c) => csvField(cellOf(c, row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/**
 * Whether values spread over orders of magnitude (largest non-zero over smallest non-zero ≥ `ratio`), so a
 * linear axis would flatten the small ones: the charts then start on a log scale.
 * @example spansDecades([26_666, 2_900_000]) === true
 */
export function spansDecades(values: readonly number[], ratio = 100): boolean {
  let lo = Number.POSITIVE_INFINITY
  let hi = 0
  for (const v of values) {
    if (!(v > 0) || !Number.isFinite(v)) continue
    if (v < lo) lo = v
    if (v > hi) hi = v
  }
  return hi > 0 && hi / lo >= ratio
}

/**
 * Ticks for a log axis holding `lo` to `hi`: powers of ten from a decade below `lo` (so the smallest bar still
 * has height) to the first at or above `hi`, with 2 and 5 between when there are at most 3 decades. Any input
 * draws: a `lo` that is 0, negative or not finite (an all-zero series has no smallest positive value) reads as 1,
 * a `hi` below `lo` or not finite as `lo`, so the list is never empty and never longer than ~30 ticks.
 * @example logTicks(12_400, 2_900_000) // [1000, 10000, 100000, 1000000, 10000000]
 * @example logTicks(Number.POSITIVE_INFINITY, 0) // [0.1, 0.2, 0.5, 1]
 */
export function logTicks(lo: number, hi: number): number[] {
  const low = Number.isFinite(lo) && lo > 0 ? lo : 1
  const high = Number.isFinite(hi) && hi > low ? hi : low
  // Clamped to doubles' range, so a 1e-300 or a 1e300 cannot ask for hundreds of ticks.
  const from = Math.max(-12, Math.floor(Math.log10(low)) - 1)
  const to = Math.min(15, Math.max(from + 1, Math.ceil(Math.log10(high))))
  const decades = to - from
  const out: number[] = []
  for (let e = from; e <= to; e++) {
    const p = 10 ** e
    out.push(p)
    if (decades <= 3 && e < to) out.push(2 * p, 5 * p)
  }
  return out
}

/**
 * What a log axis' gridlines are, as its caption says it: true to `ticks` (from `logTicks`), which put 2 and 5
 * between the powers of ten when the axis spans few decades.
 * @example logGridNote([1_000, 10_000, 100_000]) === 'each gridline is 10× the one below'
 * @example logGridNote([1_000, 2_000, 5_000, 10_000]) === 'gridlines at 1, 2 and 5 × each power of ten'
 */
export function logGridNote(ticks: readonly number[]): string {
  return ticks.some((t) => !Number.isInteger(Math.round(Math.log10(t) * 1e9) / 1e9))
    ? 'gridlines at 1, 2 and 5 × each power of ten'
    : 'each gridline is 10× the one below'
}
