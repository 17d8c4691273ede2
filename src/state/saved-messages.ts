import type { ValuePath } from '../engine/index.ts'
import type { CutText } from './saved-work.ts'
import type { Notice } from './types.ts'

/** The words for saved work the opening page needs: where a text sits, when something happened, a link that failed. */

const NAMED_TEXTS: [string, string][] = [
  ['planner.log.text', 'the Planner action log'],
  ['plans.trace.text', 'the sentinel trace'],
  ['toolBudgets.window.transcript', 'the window transcript'],
  ['toolBudgets.window.toolSchemas', 'the tool schemas'],
  ['toolBudgets.window.systemPrompt', 'the system prompt'],
  ['toolBudgets.window.userMessage', 'the user message'],
]

/**
 * A person's name for the place of a long text in a scenario.
 * @example describeTextPath(['batches', 0, 'calls', 1, 'output', 'text']) === 'the output of call 2 in iteration 1'
 */
export function describeTextPath(path: ValuePath): string {
  const [b, i, c, j, o, t] = path
  if (
    b === 'batches' &&
    c === 'calls' &&
    o === 'output' &&
    t === 'text' &&
    typeof i === 'number' &&
    typeof j === 'number'
  )
    return `the output of call ${j + 1} in iteration ${i + 1}`
  const dotted = path.join('.')
  const named = NAMED_TEXTS.find(([p]) => p === dotted)?.[1]
  return named ?? `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`
}

/** How many missing texts a message names; the rest are counted (a damaged record can name 100,000). */
const MISSING_NAMED = 10

/**
 * The texts a saved copy names that this browser's storage no longer holds, for a notice: the first few by
 * place (with their lengths when `withChars`), then how many more.
 * @example describeMissingTexts([{ path: ['title'], chars: 3 }], true) === '$.title (3 chars)'
 */
export function describeMissingTexts(
  missing: readonly { path: ValuePath; chars: number }[],
  withChars: boolean,
): string {
  const named = missing
    .slice(0, MISSING_NAMED)
    .map((m) =>
      withChars
        ? `${describeTextPath(m.path)} (${m.chars.toLocaleString('en-US')} chars)`
        : describeTextPath(m.path),
    )
  const more = missing.length - named.length
  return `${named.join('; ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A moment in the page's local time: `14:05` today, `2025-03-01 14:05` on another day. */
export function formatWhen(at: number, now: number): string {
  if (!(at > 0)) return 'an unknown time'
  const d = new Date(at)
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`
  return new Date(now).toDateString() === d.toDateString()
    ? time
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`
}

/** Names the long texts whose stored length does not match their record; the scenario opened with them as found. */
export function cutNotice(cut: readonly CutText[], what: string): Notice {
  const named = cut
    .slice(0, 5)
    .map(
      (c) =>
        `${describeTextPath(c.path)} holds ${c.found.toLocaleString('en-US')} of its ${c.chars.toLocaleString('en-US')} chars`,
    )
  const more = cut.length > named.length ? ` and ${cut.length - named.length} more` : ''
  return {
    id: 'saved-cut',
    level: 'warning',
    where: 'Saved work',
    message: `${what}, but this browser’s storage (IndexedDB) returned text of another length than was saved: ${named.join('; ')}${more}. It opened with the text as found (the rest is not in this browser).`,
  }
}

/** A share link that could not be opened: what failed, what opened instead, and the link's text, kept. */
export const linkErrorNotice = (message: string, instead: string, hash: string): Notice => ({
  id: 'share-link',
  level: 'error',
  where: 'Share link',
  message: `${message} ${instead}`,
  keptText: hash,
})
