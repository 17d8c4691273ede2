import type { Replacement } from './types.ts'

// The words of saving and of kept work that only persistence says (it loads after the page has drawn; the words
// the opening page needs are in saved-messages.ts).

/** Why storage refused a save, in words: a full quota, blocked storage, or the browser's own message. */
export function savingFailedMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  if (name === 'QuotaExceededError') return 'this browser’s storage for this site is full'
  if (name === 'SecurityError') return 'this browser blocks storage for this page'
  const message = error instanceof Error ? error.message : String(error)
  return message ? `this browser’s storage refused it: ${message}` : 'this browser’s storage refused it'
}

/**
 * The words for each kind of replacement: where its notice comes from (the link, the file…), what the person did
 * (the end of “the work you had before …”), and the same as a past event in a list of kept work.
 */
const REPLACEMENT_WORDS: Record<
  Replacement['kind'],
  (name?: string) => [source: string, doing: string, past: string]
> = {
  link: () => ['Share link', 'opening this link', 'replaced by a share link'],
  file: (name) => [name ?? 'File', 'opening this file', `replaced by ${name ?? 'a file'}`],
  example: (name) => [name ?? 'Example', 'opening this example', `replaced by ${name ?? 'an example'}`],
  transcript: (name) => [
    name ?? 'Transcript',
    'opening this transcript',
    `replaced by ${name ?? 'a transcript'}`,
  ],
  reset: () => ['Reset', 'resetting', 'replaced by a reset to the defaults'],
  restore: () => ['Earlier work', 'restoring earlier work', 'replaced when earlier work was restored'],
  'safe-start': () => [
    'Safe start',
    'the safe start',
    'set aside by a safe start (it did not finish drawing)',
  ],
  tab: () => ['Another tab', 'another tab saved over it', 'saved over by another tab'],
}

export const replacementSource = (by: Replacement) => REPLACEMENT_WORDS[by.kind](by.name)[0]
export const replacementDoing = (by: Replacement) => REPLACEMENT_WORDS[by.kind](by.name)[1]
export const replacedBy = (by: Replacement) => REPLACEMENT_WORDS[by.kind](by.name)[2]
