import { isRecord } from '../base/is-record.ts'
import type { Found } from './found.ts'
import type { Note } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** A history message as an OpenAI Chat message: SWE-agent writes a tool result's ids as `tool_call_ids` (a list). */
function chatMessage(m: Rec): Rec {
  const ids = Array.isArray(m.tool_call_ids) ? m.tool_call_ids : []
  if (m.role === 'tool')
    return { role: 'tool', tool_call_id: str(m.tool_call_id) ?? str(ids[0]), content: m.content }
  return m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0
    ? { role: 'assistant', content: m.content, tool_calls: m.tool_calls }
    : { role: m.role, content: m.content }
}

/** The command an action runs, by its first word (`edit 1:1 …` is `edit`, `ls -a` is `ls`). */
const commandOf = (action: string) => action.trim().split(/\s+/)[0] || '(empty action)'

/** A trajectory step as an assistant call and its result, named by the step. */
function stepMessages(s: Rec, n: number): Rec[] {
  const id = `step-${n}`
  const action = s.action as string
  return [
    {
      role: 'assistant',
      content: str(s.thought) ?? '',
      tool_calls: [
        {
          id,
          type: 'function',
          function: { name: commandOf(action), arguments: JSON.stringify({ action }) },
        },
      ],
    },
    { role: 'tool', tool_call_id: id, content: str(s.observation) ?? '' },
  ]
}

/**
 * A SWE-agent trajectory (`*.traj`: `{history, trajectory, info, …}`). Its `history` is the conversation the model
 * saw, OpenAI Chat messages (a result's ids in `tool_call_ids`); its `trajectory` the same turns as steps (`action`,
 * `observation`, `thought`). The conversation is read once: from the history when its assistant messages carry
 * `tool_calls` (function calling), else from the trajectory's steps, each action one call named by its command and
 * its observation the result (the history's system prompt and first user message kept). Demonstrations
 * (`is_demo`) are the prompt's examples, not the run: counted. Source: SWE-agent/SWE-agent sweagent/types.py.
 * Null when the value is no SWE-agent trajectory.
 * @example findSweAgent({ history: [{ role: 'user', content: 'fix it', agent: 'main', message_type: 'observation' }], trajectory: [] })?.wrapper === 'SWE-agent trajectory'
 */
export function findSweAgent(value: unknown): Found | null {
  if (!isRecord(value) || !Array.isArray(value.history)) return null
  const all = value.history.filter(isRecord)
  const steps = Array.isArray(value.trajectory) ? value.trajectory.filter(isRecord) : null
  if (!(steps !== null || all.some((m) => 'agent' in m && 'message_type' in m))) return null
  if (!all.every((m) => typeof m.role === 'string')) return null
  const history = all.filter((m) => m.is_demo !== true)
  const notes: Note[] = []
  const demos = all.length - history.length
  if (demos > 0)
    notes.push({
      kind: 'left out',
      where: 'history',
      message: `${demos} demonstration message${demos === 1 ? '' : 's'} (is_demo: the prompt's examples, not this run) not read as calls.`,
    })
  const withCalls = history.some((m) => Array.isArray(m.tool_calls) && m.tool_calls.length > 0)
  const actions = (steps ?? []).filter((s) => typeof s.action === 'string')
  let messages: Rec[]
  let wheres: string[]
  if (withCalls || actions.length === 0) {
    messages = history.map(chatMessage)
    wheres = history.map((m) => `history[${all.indexOf(m)}]`)
    // The history is written before the last action (the submission): steps past it are read from the trajectory.
    const inHistory = history.filter((m) => m.role === 'assistant' && Array.isArray(m.tool_calls)).length
    const later = actions.slice(inHistory)
    later.forEach((s, i) => {
      const where = `trajectory[${(steps ?? []).indexOf(s)}]`
      messages.push(...stepMessages(s, inHistory + i + 1))
      wheres.push(where, where)
    })
    if (steps && steps.length > 0)
      notes.push({
        kind: 'left out',
        where: 'trajectory',
        message: `Read from history (${history.length} messages); the trajectory's ${steps.length} steps repeat its actions and are not read again${later.length > 0 ? `, but for the last ${later.length} (${later.map((s) => commandOf(s.action as string)).join(', ')}), which only the trajectory holds` : ''}.`,
      })
  } else {
    const firstAssistant = history.findIndex((m) => m.role === 'assistant')
    const opening = history.slice(0, firstAssistant === -1 ? history.length : firstAssistant)
    messages = opening.map(chatMessage)
    wheres = opening.map((m) => `history[${all.indexOf(m)}]`)
    actions.forEach((s, i) => {
      const where = `trajectory[${(steps ?? []).indexOf(s)}]`
      messages.push(...stepMessages(s, i + 1))
      wheres.push(where, where)
    })
    notes.push({
      kind: 'left out',
      where: 'history',
      message: `Read from the trajectory (${actions.length} steps: action and observation); the history (${history.length} messages) carries the same turns as text and is not read again.`,
    })
  }
  return {
    wrapper: 'SWE-agent trajectory',
    exchanges: [{ label: '', request: messages, wheres, endpoint: null }],
    notes,
  }
}
