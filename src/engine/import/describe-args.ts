import { readJson } from '../base/read-json.ts'
/**
 * One line of a call's arguments, as a log line or a table cell shows them: a JSON string is re-read so every
 * provider's arguments print alike (`{"city":"Paris"}` whether given as a string or an object); `{}` and nothing
 * say nothing; whitespace collapses; past 100 chars the line ends with an ellipsis.
 * @example describeArgs('{ "city": "Paris" }') === '{"city":"Paris"}'
 */
export function describeArgs(args: unknown): string {
  let text = ''
  if (typeof args === 'string') {
    const read = readJson(args)
    text = read.ok ? JSON.stringify(read.value) : args
  } else if (args !== undefined) text = JSON.stringify(args) ?? ''
  text = text.replace(/\s+/g, ' ').trim()
  if (text === '{}' || text === '""' || text === 'null') return ''
  return text.length > 100 ? `${text.slice(0, 99)}…` : text
}
