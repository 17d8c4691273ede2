import type { OpenRequest, Scenario } from '../engine/index.ts'
import { shortNumber } from '../engine/index.ts'

/** A name as a message quotes it: at most 48 chars, one line. */
const quoted = (name: string) => {
  const line = name.replace(/[\r\n\t]/g, ' ')
  return `“${line.length > 48 ? `${line.slice(0, 47)}…` : line}”`
}

const chars = (n: number) => `${shortNumber(n)} chars`

const bytes = (n: number) =>
  n < 1024
    ? `${n} bytes`
    : n < 1024 * 1024
      ? `${shortNumber(Math.round(n / 1024))} KB`
      : `${shortNumber(Math.round((n / 1024 / 1024) * 10) / 10)} MB`

/**
 * What an open request reads, for a message naming the input the engine gave up on: the file by its name and
 * size, a paste, a link, the saved copy.
 * @example describeOpen({ kind: 'import', text: '', name: 'bomb.json', base }, new Blob(['x'])) === 'the file “bomb.json” (1 bytes)'
 */
export function describeOpen(request: OpenRequest, file?: Blob): string {
  if (request.kind === 'link') return `the share link (${chars(request.hash.length)})`
  if (request.kind === 'saved') return 'the copy saved in this browser'
  const size = file ? bytes(file.size) : chars(request.text.length)
  const name = request.kind === 'import' ? request.name : undefined
  if (name) return `the file ${quoted(name)} (${size})`
  if (request.kind === 'selection') return `the text pasted into Tool selection (${size})`
  return file ? `the opened file (${size})` : `the pasted text (${size})`
}

/**
 * The scenario an evaluation was given up on, by its largest text (where work grows with the input): a call's
 * output, a pasted transcript, tool schemas, action log or trace.
 * @example describeScenario(defaultScenario()) === 'this scenario (its largest text: the output of iteration 1 call 1, 12,000 chars)'
 */
export function describeScenario(s: Scenario): string {
  let largest = { chars: -1, where: '' }
  const consider = (n: number, where: string) => {
    if (n > largest.chars) largest = { chars: n, where }
  }
  s.batches.forEach((b, i) => {
    b.calls.forEach((c, j) => {
      consider(
        c.output.kind === 'text' ? c.output.text.length : c.output.chars,
        `the output of iteration ${i + 1} call ${j + 1}`,
      )
    })
  })
  const w = s.toolBudgets?.window
  consider(w?.transcript.length ?? 0, 'the transcript in Token budgets & window')
  consider(w?.toolSchemas.length ?? 0, 'the tool schemas in Token budgets & window')
  consider(s.planner?.log.text.length ?? 0, 'the action log in Planner call budgets')
  consider(s.plans?.trace.text.length ?? 0, 'the trace in Plans & sentinel')
  return largest.chars <= 0
    ? 'this scenario'
    : `this scenario (its largest text: ${largest.where}, ${chars(largest.chars)})`
}
