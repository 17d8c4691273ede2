import type { StrategiesReport } from '../../engine/index.ts'
import { fmt } from '../format.ts'

/** A count in the report's unit, with the unit, and "≈" when the measure is an estimate. */
export function units(report: Pick<StrategiesReport, 'unit' | 'exact'>, n: number): string {
  return `${report.exact ? '' : '≈'}${fmt(n)} ${report.unit}`
}

/** Colours of the calls in the charts (colour is never the only signal: the table names every call). */
export const CALL_COLORS = [
  '#2f6fdb',
  '#12805c',
  '#8a5a00',
  '#7048e8',
  '#c2255c',
  '#0b7285',
  '#5c940d',
  '#862e9c',
]
export const WASTED_COLOR = '#f3b9a0'
export const NOTICE_COLOR = '#adb5bd'
