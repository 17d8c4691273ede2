import type { SelectionStrategy } from '../../engine/index.ts'

/** How each strategy is named on screen, and whose it is. */
export const STRATEGY_INFO: Record<SelectionStrategy, { label: string; source: string }> = {
  proportional: { label: 'Proportional (the fix)', source: 'seed 004' },
  'pre-fix': { label: 'Pre-fix (the production bug)', source: 'seed 004' },
  redistribute: { label: 'Redistribute unused slots', source: 'ours' },
  weighted: { label: 'Weighted categories', source: 'ours' },
}

/** Category colours for slots and chart segments (colour is never the only signal: names are written too). */
const PALETTE = [
  '#2f6fdb',
  '#d9480f',
  '#1a7f37',
  '#8a5a00',
  '#7048e8',
  '#c2255c',
  '#0b7285',
  '#5c940d',
  '#862e9c',
  '#495057',
]
export const colorOf = (i: number): string => PALETTE[i % PALETTE.length] as string
