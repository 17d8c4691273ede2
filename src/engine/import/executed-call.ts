/**
 * One executed tool call, as the sentinel reads it: from a pasted trace (documented form, OpenAI or Anthropic
 * transcripts) or from a simulated run. `ok: false` is a failed call (what triggers `fallbackOnFailure`).
 */
export interface ExecutedCall {
  toolName: string
  ok: boolean
  /** Resource units this call cost; absent when the trace does not say (the tool's declared cost applies). */
  cost?: number | undefined
  /** Milliseconds; absent when the trace does not say (the tool's declared latency applies). */
  latencyMs?: number | undefined
  /** The call's arguments as JSON text, when known. */
  args?: string | undefined
}
