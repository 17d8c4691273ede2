import { strToU8 } from 'fflate'
import parts from './frozen/link-dictionary-2.json' with { type: 'json' }

/**
 * The dictionary of share-link format 2, frozen forever with the format (see
 * scripts/make-link-dictionary.ts for what is in it and why): the vocabulary of transcripts and tool lists,
 * the Scenario's keys and enum values, and the frozen defaults. Both coders of format 2 start from it, so a
 * link spends almost nothing on what every scenario says. Built lazily: the page needs it only to write a link.
 * @example linkDictionary2().length === 10_124
 */
export function linkDictionary2(): Uint8Array {
  cached ??= strToU8((parts as string[]).join(''))
  return cached
}
let cached: Uint8Array | undefined
