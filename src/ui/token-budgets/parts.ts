import type { Composition, PartId } from '../../engine/index.ts'

/** Every segment either chart row may draw, with its label and colour. */
export const SEGMENTS = {
  system: { label: 'system prompt', color: '#5c7cfa' },
  rules: { label: 'rules', color: '#91a7ff' },
  skills: { label: 'skills', color: '#b197fc' },
  memory: { label: 'memory', color: '#da77f2' },
  toolSchemas: { label: 'tool schemas', color: '#20c997' },
  toolOutputs: { label: 'tool outputs', color: '#f76707' },
  buffer: { label: 'buffer', color: '#adb5bd' },
  framing: { label: 'message framing', color: '#868e96' },
  history: { label: 'history', color: '#339af0' },
  outputReserve: { label: 'output reserve', color: '#495057' },
  headroom: { label: 'headroom', color: '#e9ecef' },
} as const
export type SegmentKey = keyof typeof SEGMENTS

export const PART_LABELS: Record<PartId, string> = {
  system: 'system prompt',
  toolSchemas: 'tool schemas',
  history: 'history (user message, tool calls)',
  toolOutputs: 'tool outputs (after truncation and pruning)',
  framing: 'message framing (PraisonAI: 4 a message, 10 a call, 10 a result)',
  outputReserve: 'output reserve',
}

/** The two rows of the window chart: what PraisonAI's budgeter reserves, and what the parts measure. */
export function windowRows(
  c: Composition,
): { row: string; id: 'reserved' | 'used'; values: Partial<Record<SegmentKey, number>> }[] {
  const r = c.allocation.reservations
  const used: Partial<Record<SegmentKey, number>> = {}
  for (const p of c.parts) used[p.id] = p.tokens
  used.headroom = Math.max(0, c.headroomTokens)
  return [
    {
      row: 'reserved (budgeter)',
      id: 'reserved',
      values: {
        system: r.systemPrompt,
        rules: r.rules,
        skills: r.skills,
        memory: r.memory,
        toolSchemas: r.toolSchemas,
        toolOutputs: r.toolOutputs,
        buffer: r.buffer,
        history: c.allocation.historyBudget,
        outputReserve: c.allocation.outputReserve,
      },
    },
    { row: 'used (measured)', id: 'used', values: used },
  ]
}
