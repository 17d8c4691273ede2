import type { Scenario } from '../engine/index.ts'
import type { AnsweredRequest } from './protocol.ts'

/** What every request is allowed before its size counts: a loaded machine, a tokenizer chunk to fetch. */
const BASE_MS = 15_000
/** Then 1 µs per char of text the request carries: 128 Mi chars of outputs get over two more minutes. */
const MS_PER_CHAR = 0.001
/**
 * A link's text is context-mixed at about 1 µs a byte on a quiet machine (up to 1 MiB of it): ten times that
 * covers a loaded one, so a 1,000,000-char link gets 25 s.
 */
const MS_PER_LINK_CHAR = 0.01

/** The chars of text a scenario's evaluation reads: outputs (a sample length once), and the pasted texts. */
function scenarioChars(s: Scenario): number {
  let chars = 0
  const samples = new Set<number>()
  for (const b of s.batches)
    for (const c of b.calls) {
      if (c.output.kind === 'text') chars += c.output.text.length
      else if (!samples.has(c.output.chars)) {
        samples.add(c.output.chars)
        chars += c.output.chars
      }
    }
  const w = s.toolBudgets?.window
  return (
    chars +
    (w?.transcript.length ?? 0) +
    (w?.toolSchemas.length ?? 0) +
    (s.planner?.log.text.length ?? 0) +
    (s.plans?.trace.text.length ?? 0)
  )
}

/** The chars of the strings in a request (a file's text, saved texts, an import's text), a few levels down. */
function stringChars(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length
  if (depth > 4 || typeof value !== 'object' || value === null) return 0
  let chars = 0
  for (const v of Array.isArray(value) ? value : Object.values(value)) chars += stringChars(v, depth + 1)
  return chars
}

/**
 * How long the page waits for the engine worker's answer to `request` before taking the worker for dead (it
 * ended without an error event, or hangs): 15 s, plus 1 µs per char of text to read (10 µs per char of a link
 * to encode), times 2^`attempt` for a
 * request re-sent after that many replaced workers (a slow machine gets longer, not an endless loop). Generous:
 * a wrong guess costs a restart and a recomputation, never a result.
 * @example answerDeadlineMs({ type: 'evaluate', id: 1, scenario: defaultScenario() }, 0) ≈ 15_100
 */
export function answerDeadlineMs(request: AnsweredRequest, attempt: number): number {
  if (request.type === 'link') {
    const chars = scenarioChars(request.scenario) + (request.pinned ? scenarioChars(request.pinned) : 0)
    return (BASE_MS + chars * MS_PER_LINK_CHAR) * 2 ** attempt
  }
  const chars =
    request.type === 'open'
      ? request.request.kind === 'link'
        ? request.request.hash.length * 20 // a link inflates up to ~20 times
        : stringChars(request.request) + (request.file?.size ?? 0)
      : // Long texts come once (`fresh`); those the worker already holds were read before, and their facts
        // are remembered (text-memo), so a new evaluation reads them again for little.
        scenarioChars(request.scenario) + request.fresh.reduce((n, [, text]) => n + text.length, 0)
  return (BASE_MS + chars * MS_PER_CHAR) * 2 ** attempt
}
