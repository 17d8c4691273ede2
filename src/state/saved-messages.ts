import type { ValuePath } from '../engine/index.ts'
import type { CutText, MissingText } from './saved-work-reads.ts'
import type { Notice, NoticeLevel } from './types.ts'

// The words of saved work: where a text sits, when something happened, and the notices the opening page says
// (loaded only when it says one: the first page of a browser with nothing wrong carries none of them).

/** A notice: its id, level, where it comes from and what it says, and anything more (actions, kept text). */
export const notice = (
  id: string,
  level: NoticeLevel,
  where: string,
  message: string,
  more: Partial<Notice> = {},
): Notice => ({ id, level, where, message, ...more })

const NAMED_TEXTS: Record<string, string> = {
  'planner.log.text': 'the Planner action log',
  'plans.trace.text': 'the sentinel trace',
  'toolBudgets.window.transcript': 'the window transcript',
  'toolBudgets.window.toolSchemas': 'the tool schemas',
  'toolBudgets.window.systemPrompt': 'the system prompt',
  'toolBudgets.window.userMessage': 'the user message',
}

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
  const named = NAMED_TEXTS[path.join('.')]
  return named ?? `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`
}

/**
 * Names the first `most` texts by place, with what `say` adds of each, then counts the rest (a damaged record
 * can name 100,000).
 */
const nameTexts = <T extends MissingText>(texts: readonly T[], most: number, say: (t: T) => string) => {
  const named = texts.slice(0, most).map((t) => `${describeTextPath(t.path)}${say(t)}`)
  const more = texts.length - named.length
  return `${named.join('; ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}`
}
const chars = (n: number) => n.toLocaleString('en-US')

/**
 * The texts a saved copy names that this browser's storage no longer holds, for a notice: the first ten by
 * place (with their lengths when `withChars`), then how many more.
 * @example describeMissingTexts([{ path: ['title'], chars: 3 }], true) === '$.title (3 chars)'
 */
export const describeMissingTexts = (missing: readonly MissingText[], withChars: boolean): string =>
  nameTexts(missing, 10, (m) => (withChars ? ` (${chars(m.chars)} chars)` : ''))

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
export const cutNotice = (cut: readonly CutText[], what: string): Notice =>
  notice(
    'saved-cut',
    'warning',
    'Saved work',
    `${what}, but this browser’s storage (IndexedDB) returned text of another length than was saved: ${nameTexts(cut, 5, (c) => ` holds ${chars(c.found)} of its ${chars(c.chars)} chars`)}. It opened with the text as found (the rest is not in this browser).`,
  )

/** A share link that could not be opened: what failed, what opened instead, and the link's text, kept. */
export const linkErrorNotice = (message: string, instead: string, hash: string): Notice =>
  notice('share-link', 'error', 'Share link', `${message} ${instead}`, { keptText: hash })
