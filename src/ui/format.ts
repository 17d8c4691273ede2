// One formatter for the page: `toLocaleString` builds a new Intl formatter on every call, which made a table of
// 10,000 calls spend seconds formatting its numbers (and a slider step re-render tens of milliseconds).
const EN_US = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** Numbers as the UI prints them: en-US thousands separators, the unit always written beside them. */
export const fmt = (n: number): string => EN_US.format(n)

/** A count with its noun ("1 tool", "2 calls"), as the engine's messages write it. */
export { plural } from '../state/engine.ts'
