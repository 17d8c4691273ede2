// How a pasted trace may be read: the plans section's `trace.format` (validated against this list) and the
// trace reader's input, here so the reader does not import the plans schema.

/** How a pasted trace is read (see parseTrace). */
export const TRACE_FORMATS = ['auto', 'documented', 'openai', 'anthropic'] as const
export type TraceFormat = (typeof TRACE_FORMATS)[number]
