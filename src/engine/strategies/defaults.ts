import type { Strategies } from './schema.ts'

/** Seed 003's own behaviour: chars, an even split, a head trim with its marker inline. Zod-free. */
export function defaultStrategies(): Strategies {
  return { measure: 'chars', trim: 'head', notice: 'inline', split: 'even', weights: [] }
}
