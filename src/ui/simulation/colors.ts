import type { TimeSeries } from '../charts/TimeChart.tsx'

/** One colour per policy (colour-blind-safe Okabe–Ito order), repeated past eight; lines also differ in dash. */
export const POLICY_COLORS = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#e69f00',
  '#56b4e9',
  '#000000',
  '#999933',
]
export const policyColor = (i: number) => POLICY_COLORS[i % POLICY_COLORS.length] as string
export const BOUND_COLOR = '#5d6773'

/** Items with their position and a React key from it (series have no identity of their own but their place). */
export const indexed = <T>(items: readonly T[]) => items.map((item, i) => ({ item, i, key: `s${i}` }))

/**
 * One line a policy, in its colour, drawing the row keys `${prefix}${i}`; dashed from the fifth on, so that lines
 * of colours that repeat stay told apart.
 */
export const policyLines = (
  policies: readonly { label: string }[],
  prefix: string,
  width: number,
): TimeSeries[] =>
  indexed(policies).map(({ item: p, i, key }) => ({
    key: `${key}:${prefix}`,
    dataKey: `${prefix}${i}`,
    name: p.label,
    color: policyColor(i),
    shape: 'line',
    width,
    dash: i >= 4 ? '8 3' : undefined,
  }))
