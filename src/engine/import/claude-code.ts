import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import type { Found } from './found.ts'
import type { Recorded, RecordedCompaction, RecordedResponse, RecordedUsage } from './recorded.ts'
import { tokens } from './recorded.ts'
import { type SkippedLines, skipLine, skippedNote } from './skipped-lines.ts'
import type { Note } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * Whether a JSON line is a Claude Code conversation line: `{type: "user" | "assistant", message: {role, content},
 * uuid, parentUuid, sessionId, …}`.
 * @example isClaudeCodeLine({ type: 'user', message: { role: 'user', content: 'hi' }, uuid: 'u1' }) === true
 */
export const isClaudeCodeLine = (v: unknown): v is Rec =>
  isRecord(v) &&
  (v.type === 'user' || v.type === 'assistant') &&
  isRecord(v.message) &&
  ('sessionId' in v || 'parentUuid' in v || 'uuid' in v)

/**
 * Anthropic usage as provider-neutral counts: every prompt token read is input (Anthropic's `input_tokens`
 * excludes the cached parts), the cache reads and writes are parts of it. Null when the message has none.
 */
function usageOf(m: Rec): RecordedUsage | null {
  const u = m.usage
  if (!isRecord(u)) return null
  const cacheRead = tokens(u.cache_read_input_tokens)
  const cacheWrite = tokens(u.cache_creation_input_tokens)
  return {
    input: tokens(u.input_tokens) + cacheRead + cacheWrite,
    output: tokens(u.output_tokens),
    cacheRead,
    cacheWrite,
    reasoning: null,
  }
}

/** One model answer: the lines written for it (Claude Code writes each content block on its own line). */
interface Answer {
  lines: { message: Rec; where: string }[]
  usage: RecordedUsage | null
}

/** A sub-agent's calls, counted: they ran in another context, so they are listed, not mixed into this one. */
interface Sidechain {
  calls: Map<string, number>
  callIds: Set<string>
  answers: Set<string>
  lines: number[]
}

function countSidechain(side: Map<string, Sidechain>, agent: string, line: Rec, at: number): void {
  const entry: Sidechain = side.get(agent) ?? {
    calls: new Map(),
    callIds: new Set(),
    answers: new Set(),
    lines: [],
  }
  side.set(agent, entry)
  entry.lines.push(at)
  const m = isRecord(line.message) ? line.message : {}
  if (line.type !== 'assistant' || !Array.isArray(m.content)) return
  for (const b of m.content) {
    if (!isRecord(b) || b.type !== 'tool_use' || typeof b.name !== 'string') continue
    const id = str(b.id) ?? `${at}:${entry.callIds.size}`
    if (entry.callIds.has(id)) continue
    entry.callIds.add(id)
    entry.answers.add(str(m.id) ?? str(line.requestId) ?? `line ${at}`)
    entry.calls.set(b.name, (entry.calls.get(b.name) ?? 0) + 1)
  }
}

function sidechainNotes(side: Map<string, Sidechain>): Note[] {
  return [...side].map(([agent, s]) => {
    const n = [...s.calls.values()].reduce((a, b) => a + b, 0)
    const names = [...s.calls]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, k]) => `${name} ${k}`)
      .join(', ')
    const first = s.lines[0] as number
    return {
      kind: 'left out' as const,
      where: `line ${first}`,
      line: first,
      message: `Sub-agent ${agent === '' ? '(unnamed)' : `“${agent}”`} is not mapped (it works in its own context): ${plural(n, 'tool call')} in ${plural(s.answers.size, 'answer')}${n > 0 ? ` (${names})` : ''}, on ${plural(s.lines.length, 'line')} from line ${first}; import its own session file (agent-${agent || '…'}.jsonl) to replay it.`,
    }
  })
}

/**
 * A Claude Code session file (`~/.claude/projects/<project>/<session>.jsonl`): its user and assistant lines are
 * Anthropic Messages messages. Claude Code writes each content block of one answer on its own line, all with the
 * answer's `message.id` and `requestId`, and a hook's `progress` line or a tool's result may fall between them:
 * the lines of one id are one message, its calls one batch, wherever they are. A sub-agent's work (`isSidechain`
 * lines, `agent_progress` lines carrying its messages) is another context: counted in a note, per agent, with its
 * calls by tool. Recorded usage (`message.usage`, once per answer) and compactions (`compact_boundary` with
 * `compactMetadata.preTokens`) are kept. A sub-agent's own file (every line `isSidechain`) is read as its session.
 * @example readClaudeCode(lines.map(JSON.parse), [1, 2, 3]).wrapper === 'Claude Code session'
 */
export function readClaudeCode(values: readonly unknown[], lines: readonly number[]): Found {
  const conversation = values.filter(isClaudeCodeLine)
  const ownFile = conversation.length > 0 && conversation.every((v) => v.isSidechain === true)
  const order: ({ user: Rec; where: string } | Answer)[] = []
  const answers = new Map<string, Answer>()
  const skipped: SkippedLines = new Map()
  const side = new Map<string, Sidechain>()
  const compactions: RecordedCompaction[] = []
  values.forEach((v, i) => {
    const line = lines[i] ?? i + 1
    if (!isClaudeCodeLine(v)) {
      const r = isRecord(v) ? v : {}
      const data = isRecord(r.data) ? r.data : null
      if (r.type === 'system' && r.subtype === 'compact_boundary') {
        const meta = isRecord(r.compactMetadata) ? r.compactMetadata : {}
        compactions.push({
          where: `line ${line}`,
          line,
          tokensBefore: typeof meta.preTokens === 'number' ? tokens(meta.preTokens) : null,
          trigger: str(meta.trigger),
        })
      } else if (data?.type === 'agent_progress' && isRecord(data.message))
        countSidechain(side, str(data.agentId) ?? '', data.message, line)
      skipLine(skipped, isRecord(v) ? (str(v.type) ?? 'untyped') : 'non-object', line)
      return
    }
    if (v.isSidechain === true && !ownFile) {
      countSidechain(side, str(v.agentId) ?? '', v, line)
      skipLine(skipped, 'sub-agent (isSidechain)', line)
      return
    }
    const m = v.message as Rec
    const message = { role: m.role ?? v.type, content: m.content }
    if (v.type !== 'assistant') {
      order.push({ user: message, where: `line ${line}` })
      return
    }
    const key = str(m.id) ?? str(v.requestId)
    const known = key === null ? undefined : answers.get(key)
    const answer = known ?? { lines: [], usage: null }
    answer.lines.push({ message, where: `line ${line}` })
    answer.usage = usageOf(m) ?? answer.usage
    if (!known) {
      order.push(answer)
      if (key !== null) answers.set(key, answer)
    }
  })
  const messages: unknown[] = []
  const wheres: string[] = []
  const continues: boolean[] = []
  const responses: RecordedResponse[] = []
  for (const item of order) {
    if ('user' in item) {
      messages.push(item.user)
      wheres.push(item.where)
      continues.push(false)
      continue
    }
    const answer = item
    answer.lines.forEach((l, k) => {
      messages.push(l.message)
      wheres.push(l.where)
      continues.push(k > 0)
    })
    const where = answer.lines[0]?.where ?? ''
    responses.push({ where, line: Number(where.slice(5)), usage: answer.usage, batch: null })
  }
  const recorded: Recorded = { responses, compactions, contextWindow: null }
  const any = compactions.length > 0 || responses.some((r) => r.usage !== null)
  const notes: Note[] = [
    ...(ownFile
      ? [
          {
            kind: 'left out' as const,
            where: 'line 1',
            message: `Every line is a sub-agent’s (isSidechain${str(conversation[0]?.agentId) ? `, agent “${str(conversation[0]?.agentId)}”` : ''}): read as that sub-agent’s own session.`,
          },
        ]
      : []),
    ...sidechainNotes(side),
    ...skippedNote(skipped, 'that are no message of the conversation'),
  ]
  return {
    wrapper: 'Claude Code session',
    exchanges: [{ label: '', request: messages, wheres, continues, endpoint: null }],
    notes,
    ...(any ? { recorded } : {}),
  }
}
