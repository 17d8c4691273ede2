import { recordedSummary } from './recorded.ts'
import { PROVIDER_NAMES, type Transcript } from './types.ts'

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * The one line a person reads to know what was found: provider, wrapper, interactions (and conversations when
 * a recording holds several), calls in batches, results, and the tools offered.
 * @example transcriptSummary(t) === 'OpenAI Chat Completions, VCR cassette, 3 interactions, 4 tool calls in 3 batches, 3 results, 19 tools offered'
 */
export function transcriptSummary(t: Omit<Transcript, 'summary'>): string {
  const calls = t.batches.flatMap((b) => b.calls)
  const results = calls.filter((c) => c.result !== null).length
  const errors = calls.filter((c) => c.result?.isError).length
  const server = calls.filter((c) => c.server).length
  const who =
    t.providers.length === 0 ? 'Chat messages' : t.providers.map((p) => PROVIDER_NAMES[p]).join(' + ')
  const parts = [who, t.wrapper]
  if (t.interactions > 1)
    parts.push(
      `${count(t.interactions, 'interaction')}${t.conversations > 1 || t.branches ? ` in ${count(t.conversations, 'conversation')}` : ''}${t.branches ? ` (+${t.branches.toLocaleString('en-US')} starting as an earlier one does)` : ''}`,
    )
  parts.push(`${count(calls.length, 'tool call')} in ${count(t.batches.length, 'batch', 'batches')}`)
  parts.push(`${count(results, 'result')}${errors > 0 ? ` (${count(errors, 'error')})` : ''}`)
  if (server > 0) parts.push(`${count(server, 'call')} run by the provider`)
  if (t.tools && t.tools.tools.length > 0) parts.push(`${count(t.tools.tools.length, 'tool')} offered`)
  const recorded = t.recorded ? recordedSummary(t.recorded) : ''
  return recorded === '' ? parts.join(', ') : `${parts.join(', ')}; ${recorded}`
}
