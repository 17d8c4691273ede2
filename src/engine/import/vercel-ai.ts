import { isRecord } from '../base/is-record.ts'
import type { Found } from './found.ts'
import type { RawCall, RawMessage, RawResult } from './raw.ts'
import { type Recorded, type RecordedResponse, type RecordedUsage, tokens } from './recorded.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const list = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRecord) : [])

/**
 * A step's `usage` in any of the SDK's versions: v6's `inputTokens` with `inputTokenDetails` (`cacheReadTokens`,
 * `cacheWriteTokens`) and `outputTokenDetails.reasoningTokens`; v5's `cachedInputTokens` and `reasoningTokens`;
 * v4's `promptTokens` / `completionTokens`. `inputTokens` counts the cached part in each.
 */
function usageOf(u: unknown): RecordedUsage | null {
  if (!isRecord(u)) return null
  const v4 = 'promptTokens' in u || 'completionTokens' in u
  if (!v4 && !('inputTokens' in u || 'outputTokens' in u)) return null
  const inDetails = isRecord(u.inputTokenDetails) ? u.inputTokenDetails : {}
  const outDetails = isRecord(u.outputTokenDetails) ? u.outputTokenDetails : {}
  const reasoning = outDetails.reasoningTokens ?? u.reasoningTokens
  return {
    input: tokens(v4 ? u.promptTokens : u.inputTokens),
    output: tokens(v4 ? u.completionTokens : u.outputTokens),
    cacheRead: tokens(inDetails.cacheReadTokens) || tokens(u.cachedInputTokens),
    cacheWrite: tokens(inDetails.cacheWriteTokens),
    reasoning: typeof reasoning === 'number' ? tokens(reasoning) : null,
  }
}

/** A tool's output as the model got it: text as it is, v5/v6's typed outputs (`{type: 'text', value}`) unwrapped. */
function outputText(v: unknown): string {
  if (typeof v === 'string') return v
  if (isRecord(v) && typeof v.type === 'string' && 'value' in v && Object.keys(v).length === 2)
    return typeof v.value === 'string' ? v.value : (JSON.stringify(v.value) ?? '')
  return v === undefined ? '' : (JSON.stringify(v) ?? '')
}

const isStep = (s: unknown): s is Rec =>
  isRecord(s) && Array.isArray(s.toolCalls) && ('toolResults' in s || 'usage' in s || 'finishReason' in s)

function readSteps(steps: readonly Rec[], responses: RecordedResponse[]): RawMessage[] {
  const messages: RawMessage[] = []
  steps.forEach((s, i) => {
    const where = `steps[${i}]`
    const calls: RawCall[] = list(s.toolCalls).map((c, k) => ({
      id: str(c.toolCallId),
      name: str(c.toolName) ?? '(unnamed)',
      args: c.input ?? c.args ?? {},
      server: c.providerExecuted === true,
      where: `${where}.toolCalls[${k}]`,
    }))
    messages.push({ role: 'assistant', text: str(s.text) ?? '', calls, results: [], where, provider: null })
    responses.push({ where, line: 0, usage: usageOf(s.usage), batch: null })
    const results: RawResult[] = list(s.toolResults).map((r, k) => ({
      callId: str(r.toolCallId),
      name: str(r.toolName),
      text: outputText('output' in r ? r.output : r.result),
      isError: false,
      where: `${where}.toolResults[${k}]`,
    }))
    // A tool that threw is a `tool-error` part of the step's content (v5 on), not one of its toolResults.
    list(s.content).forEach((p, k) => {
      if (p.type === 'tool-error')
        results.push({
          callId: str(p.toolCallId),
          name: str(p.toolName),
          text: outputText(p.error),
          isError: true,
          where: `${where}.content[${k}]`,
        })
    })
    if (results.length > 0)
      messages.push({ role: 'tool', text: '', calls: [], results, where, provider: null })
  })
  return messages
}

/**
 * The Vercel AI SDK's record of a generation (`generateText`'s result, or `streamText`'s awaited `steps`, saved
 * as JSON): `steps[]`, each one model call — its `toolCalls` (`toolCallId`, `toolName`, `input`; v4 `args`) one
 * batch, its `toolResults` (`output`; v4 `result`) their results, a `tool-error` content part an error result,
 * its `usage` that call's usage (v4, v5 and v6 shapes). A bare array of steps reads the same. Source: vercel/ai
 * packages/ai/src/generate-text/step-result.ts and packages/ai/src/types/usage.ts. Null when the value is none.
 * @example findVercelAi({ steps: [{ toolCalls: [], toolResults: [], usage: {} }] })?.wrapper === 'Vercel AI SDK result'
 */
export function findVercelAi(value: unknown): Found | null {
  const steps =
    isRecord(value) && Array.isArray(value.steps) ? value.steps : Array.isArray(value) ? value : null
  if (steps === null || steps.length === 0 || !steps.every(isStep)) return null
  const responses: RecordedResponse[] = []
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  return {
    wrapper: 'Vercel AI SDK result',
    exchanges: [
      {
        label: '',
        endpoint: null,
        read: () => ({ provider: null, messages: readSteps(steps, responses), tools: [] }),
      },
    ],
    recorded,
  }
}
