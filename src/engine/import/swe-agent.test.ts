import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import type { Transcript } from './types.ts'

// Real SWE-agent trajectories from SWE-agent/SWE-agent (MIT); fixtures/sessions/README.md names each one's source.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sessions/${name}`, import.meta.url), 'utf8')

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}
const names = (t: Transcript) => t.batches.map((b) => b.calls.map((c) => c.name))

describe('findSweAgent on real .traj files', () => {
  it('function calling, history only: its tool_calls and tool_call_ids, one call per turn', () => {
    const t = read(fixture('swe-agent.function_calling_simple.traj'))
    expect(t.summary).toBe(
      'OpenAI Chat Completions, SWE-agent trajectory, 5 tool calls in 5 batches, 5 results',
    )
    expect(names(t)).toEqual([['find_file'], ['open'], ['edit'], ['bash'], ['submit']])
  })

  it('history and trajectory: read once from the history; the submit only the trajectory holds is added', () => {
    const t = read(fixture('swe-agent.test-repo-1c2844.traj'))
    expect(t.summary).toBe(
      'OpenAI Chat Completions, SWE-agent trajectory, 5 tool calls in 5 batches, 5 results',
    )
    expect(names(t)).toEqual([['find_file'], ['open'], ['edit'], ['bash'], ['submit']])
    expect(t.notes.map((n) => n.message)).toContain(
      "Read from history (10 messages); the trajectory's 5 steps repeat its actions and are not read again, but for the last 1 (submit), which only the trajectory holds.",
    )
  })

  it('thought and action as text (no function calling): each trajectory step one call named by its command', () => {
    const t = read(fixture('swe-agent.humanevalfix-python-0.traj'))
    expect(t.summary).toBe(
      'OpenAI Chat Completions, SWE-agent trajectory, 5 tool calls in 5 batches, 5 results',
    )
    expect(names(t)).toEqual([['ls'], ['open'], ['edit'], ['python'], ['submit']])
    expect(t.batches[0]?.calls[0]?.args).toBe('{"action":"ls -a\\n"}')
  })
})
