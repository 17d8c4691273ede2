import type { Catalog } from './catalog.ts'
import { MAX_TOOL_ITERATIONS, REQUEST_MORE_TOOLS_NAME } from './limits.ts'
import { handleRequestMoreTools } from './meta-tool.ts'
import type { Selection } from './schema.ts'

/** One tool message, in the order of the response's tool calls (the seed's `tool_result_map[i]`). */
export interface LoopMessage {
  call: number
  name: string
  kind: 'meta' | 'tool'
  content: string
  /** The tools this call added (meta calls only). */
  added: string[]
  /** A regular call to a tool that was not in this iteration's list. */
  notOffered: boolean
}

export interface LoopIteration {
  /** 1-based, as the timeline shows it. */
  number: number
  /** `scripted`: a scripted response ran; `answer`: the model replied without tools (loop over); `open`: not
   * scripted (the model may use its tools or answer); `unused`: the loop already ended. */
  kind: 'scripted' | 'answer' | 'open' | 'unused'
  /** Tools in the request of this iteration, the meta tool included (it is always first). */
  toolCount: number
  /** Tools added by this iteration's meta calls (usable from the next iteration). */
  added: string[]
  messages: LoopMessage[]
  /** Iterations left after this one. */
  left: number
}

export interface LoopReport {
  maxIterations: number
  /** Nothing was selected: the assistant answers as plain chat, with no tools (not even request_more_tools) and
   * no tool loop, so `iterations` is empty and every scripted response is in `neverRun`. */
  plainChat: boolean
  iterations: LoopIteration[]
  /** Every scripted iteration ran and used tools: the model gets one final call with no tools. */
  finalCallWithoutTools: boolean
  /** Scripted iterations past MAX_TOOL_ITERATIONS (or after an answer): they never run. */
  neverRun: number
  /** The tool list after the last iteration that ran (without the meta tool). */
  finalTools: string[]
  /** Each tool request_more_tools loaded, with the iteration (1-based) that loaded it, in load order. */
  loaded: { tool: string; iteration: number }[]
  metaCalls: number
}

/**
 * execute_tool_loop with scripted LLM responses, seed 004: `request_more_tools` is always first in the list and
 * takes no slot; in each response its calls are handled first, in order, each re-running the selection and
 * appending new names (no cap); regular calls then run; messages keep the calls' original order. Every
 * response costs one of MAX_TOOL_ITERATIONS (5); after the 5th, one final call with no tools.
 * A scripted response with no calls is a plain answer: the loop ends there.
 * An empty initial list is plain chat, as the project's code settles it: the meta tool is prepended only to a
 * non-empty selection, so no tools are offered and there is no loop.
 * @example runToolLoop(catalog, selection, initial).iterations.length === 5
 */
export function runToolLoop(catalog: Catalog, selection: Selection, initial: readonly string[]): LoopReport {
  if (initial.length === 0) {
    return {
      maxIterations: MAX_TOOL_ITERATIONS,
      plainChat: true,
      iterations: [],
      finalCallWithoutTools: false,
      neverRun: selection.iterations.length,
      finalTools: [],
      loaded: [],
      metaCalls: 0,
    }
  }
  let tools = [...initial]
  const loaded: { tool: string; iteration: number }[] = []
  const iterations: LoopIteration[] = []
  let ended = false
  let metaCalls = 0
  let scriptedRun = 0
  for (let i = 0; i < MAX_TOOL_ITERATIONS; i++) {
    const number = i + 1
    const left = MAX_TOOL_ITERATIONS - number
    const step = selection.iterations[i]
    const toolCount = tools.length + 1
    if (ended) {
      iterations.push({ number, kind: 'unused', toolCount, added: [], messages: [], left })
      continue
    }
    if (!step) {
      iterations.push({ number, kind: 'open', toolCount, added: [], messages: [], left })
      ended = true
      continue
    }
    scriptedRun++
    if (step.calls.length === 0) {
      iterations.push({ number, kind: 'answer', toolCount, added: [], messages: [], left })
      ended = true
      continue
    }
    const offered = new Set(tools)
    const messages: LoopMessage[] = step.calls.map((c, call) => ({
      call,
      name: c.name,
      kind: c.name === REQUEST_MORE_TOOLS_NAME ? 'meta' : 'tool',
      content: '',
      added: [],
      notOffered: c.name !== REQUEST_MORE_TOOLS_NAME && !offered.has(c.name),
    }))
    const added: string[] = []
    for (const m of messages) {
      if (m.kind !== 'meta') continue
      metaCalls++
      const c = step.calls[m.call]
      const r = handleRequestMoreTools(
        catalog,
        tools,
        c?.categories ?? [],
        selection.maxTools,
        selection.minPerCategory,
        selection.strategy,
      )
      tools = r.tools
      m.added = r.added
      m.content = r.message
      for (const t of r.added) {
        added.push(t)
        loaded.push({ tool: t, iteration: number })
      }
    }
    for (const m of messages) {
      if (m.kind === 'tool')
        m.content = m.notOffered ? `(${m.name} was not in this request's tools)` : `(result of ${m.name})`
    }
    iterations.push({ number, kind: 'scripted', toolCount, added, messages, left })
  }
  const lastRan = iterations.filter((it) => it.kind === 'scripted').length
  return {
    maxIterations: MAX_TOOL_ITERATIONS,
    plainChat: false,
    iterations,
    finalCallWithoutTools: lastRan === MAX_TOOL_ITERATIONS,
    neverRun: selection.iterations.length - scriptedRun,
    finalTools: tools,
    loaded,
    metaCalls,
  }
}
