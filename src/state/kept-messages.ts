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

/** Where a notice about a replacement comes from: the link, the file, the example… */
export function replacementSource(by: Replacement): string {
  switch (by.kind) {
    case 'link':
      return 'Share link'
    case 'file':
      return by.name ?? 'File'
    case 'example':
      return by.name ?? 'Example'
    case 'transcript':
      return by.name ?? 'Transcript'
    case 'reset':
      return 'Reset'
    case 'restore':
      return 'Earlier work'
    case 'safe-start':
      return 'Safe start'
    case 'tab':
      return 'Another tab'
  }
}

/** What the user did that replaced the work, as the end of “the work you had before …”. */
export function replacementDoing(by: Replacement): string {
  switch (by.kind) {
    case 'link':
      return 'opening this link'
    case 'file':
      return 'opening this file'
    case 'example':
      return 'opening this example'
    case 'transcript':
      return 'opening this transcript'
    case 'reset':
      return 'resetting'
    case 'restore':
      return 'restoring earlier work'
    case 'safe-start':
      return 'the safe start'
    case 'tab':
      return 'another tab saved over it'
  }
}

/** The same, as a past event in a list of kept work: “replaced by a share link”. */
export function replacedBy(by: Replacement): string {
  switch (by.kind) {
    case 'link':
      return 'replaced by a share link'
    case 'file':
      return `replaced by ${by.name ?? 'a file'}`
    case 'example':
      return `replaced by ${by.name ?? 'an example'}`
    case 'transcript':
      return `replaced by ${by.name ?? 'a transcript'}`
    case 'reset':
      return 'replaced by a reset to the defaults'
    case 'restore':
      return 'replaced when earlier work was restored'
    case 'safe-start':
      return 'set aside by a safe start (it did not finish drawing)'
    case 'tab':
      return 'saved over by another tab'
  }
}
