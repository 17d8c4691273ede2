import { fmtNumber } from '../format-amount.ts'
import type { Headline, TabHeadlines } from './types.ts'

/** One headline of A beside B's, with B − A when both are finite numbers. */
export interface HeadlineDiff {
  key: string
  label: string
  unit: string
  a: Headline | null
  b: Headline | null
  /** B − A; null for facts, a side without the number, or a number that is not finite. */
  delta: number | null
  changed: boolean
}

/**
 * A's and B's headlines side by side, in B's order (then any only A has), each with its difference.
 * @example compareHeadlines(a, b)[0].delta === b.numbers[0].value - a.numbers[0].value
 */
export function compareHeadlines(a: TabHeadlines, b: TabHeadlines): HeadlineDiff[] {
  const inA = new Map(a.numbers.map((h) => [h.key, h]))
  const keys = [
    ...b.numbers.map((h) => h.key),
    ...a.numbers.map((h) => h.key).filter((k) => !b.numbers.some((h) => h.key === k)),
  ]
  return keys.map((key) => {
    const ha = inA.get(key) ?? null
    const hb = b.numbers.find((h) => h.key === key) ?? null
    const both =
      ha?.value != null && hb?.value != null && Number.isFinite(ha.value) && Number.isFinite(hb.value)
    const delta = both ? roundDelta((hb?.value as number) - (ha?.value as number)) : null
    const changed = delta !== null ? delta !== 0 : ha?.text !== hb?.text
    const any = (hb ?? ha) as Headline
    return { key, label: any.label, unit: any.unit, a: ha, b: hb, delta, changed }
  })
}

/** Differences of sums of floats (dollars) read 0 when they are float noise. */
const roundDelta = (d: number) => (Math.abs(d) < 1e-9 ? 0 : Number(d.toPrecision(12)))

/** A signed difference as the A/B view prints it: `+12,340`, `−4`, `0`. */
export function signed(delta: number): string {
  if (delta === 0) return '0'
  return `${delta > 0 ? '+' : '−'}${fmtNumber(Math.abs(delta))}`
}

/**
 * What changed from A to B on a tab, in one line: the tools whose outputs B keeps more or less of, where the turn
 * now stops, else the first numbers that moved.
 * @example summarizeChange(a, b) === 'B keeps 12,340 more chars of read_file; the turn now stops at iteration 4 instead of 6'
 */
export function summarizeChange(a: TabHeadlines, b: TabHeadlines): string {
  const parts: string[] = []
  if (a.perTool && b.perTool && a.perTool.unit === b.perTool.unit) {
    const tools = new Set([...Object.keys(a.perTool.byTool), ...Object.keys(b.perTool.byTool)])
    const moved = [...tools]
      .map((tool) => ({ tool, d: (b.perTool?.byTool[tool] ?? 0) - (a.perTool?.byTool[tool] ?? 0) }))
      .filter((x) => x.d !== 0)
      .sort((x, y) => Math.abs(y.d) - Math.abs(x.d) || x.tool.localeCompare(y.tool))
      .slice(0, 2)
    for (const [i, { tool, d }] of moved.entries()) {
      const amount = `${fmtNumber(Math.abs(d))} ${d > 0 ? 'more' : 'fewer'} ${b.perTool.unit}`
      parts.push(`${i === 0 ? 'B keeps' : 'and'} ${amount} of ${tool}`)
    }
  }
  const sa = a.stop
  const sb = b.stop
  if (sa && sb && (sa.at !== sb.at || sa.text !== sb.text)) {
    if (sa.at !== null && sb.at !== null)
      parts.push(`the turn now stops at iteration ${sb.at} instead of ${sa.at}`)
    else if (sb.at !== null) parts.push(`the turn now stops at iteration ${sb.at} (${sb.text})`)
    else if (sa.at !== null) parts.push(`the turn now ${sb.text} (A stopped at iteration ${sa.at})`)
    else parts.push(`the turn now ${sb.text} instead of ${sa.text}`)
  }
  if (parts.length === 0) {
    // A number only one side has (A's simulation not run yet) is no change to speak of.
    for (const d of compareHeadlines(a, b)
      .filter((x) => x.changed && x.a !== null && x.b !== null)
      .slice(0, 2)) {
      parts.push(`${d.label}: ${d.b?.text ?? '—'} instead of ${d.a?.text ?? '—'}`)
    }
  }
  if (parts.length === 0) return 'A and B give the same numbers on this tab.'
  const line = parts.join('; ').replace('; and ', ' and ')
  return line.startsWith('B ') ? line : `B: ${line}`
}
