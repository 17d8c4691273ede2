import type { SessionTimeline, TimelineCall } from '../../engine/index.ts'

/** One stacked band of the window chart: a fixed part, or one tool's results. */
export interface Band {
  key: string
  label: string
  color: string
  read: (c: TimelineCall) => number
}

const FIXED: Band[] = [
  { key: 'system', label: 'system prompt', color: '#5c6b7a', read: (c) => c.parts.system },
  { key: 'toolSchemas', label: 'tool schemas', color: '#9aa6b2', read: (c) => c.parts.toolSchemas },
  { key: 'user', label: 'user messages', color: '#2f6fdb', read: (c) => c.parts.user },
  {
    key: 'assistant',
    label: 'assistant (text, tool calls)',
    color: '#7b3fbf',
    read: (c) => c.parts.assistant,
  },
  { key: 'summary', label: 'compaction summary', color: '#e0a800', read: (c) => c.parts.summary },
]

// Tools in warm and green tones, apart from the fixed parts' blues and greys.
const TOOL_COLORS = ['#d9480f', '#2ca02c', '#c2255c', '#0b7285', '#8c564b', '#e8590c', '#5c940d', '#a61e4d']

/**
 * The bands of a harness's window, bottom to top: the fixed parts, then each tool's results in order of first
 * use. A tool's key is its index (`tool0`…), as a tool name may hold any character.
 */
export function bandsOf(t: Pick<SessionTimeline, 'tools'>): Band[] {
  return [
    ...FIXED,
    ...t.tools.map((tool, i) => ({
      key: `tool${i}`,
      label: `results: ${tool}`,
      color: TOOL_COLORS[i % TOOL_COLORS.length] as string,
      read: (c: TimelineCall) => c.parts.tools[tool] ?? 0,
    })),
  ]
}

/** Colour of an event kind's marker; the kind is also written beside it, so colour is never the only signal. */
export const EVENT_COLORS: Record<string, string> = {
  clear: '#c92a2a',
  prune: '#c92a2a',
  mask: '#e67700',
  truncate: '#e67700',
  compress: '#1c7ed6',
  compact: '#1c7ed6',
}
