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
