/** Numbers as the UI prints them: en-US thousands separators, the unit always written beside them. */
export const fmt = (n: number): string => n.toLocaleString('en-US')

/** A count with its noun ("1 tool", "2 calls"), as the engine's messages write it. */
export { plural } from '../engine/plural.ts'
