import { describe, expect, it } from 'vitest'
import { defaultScenario, encodeShareLink, type Scenario } from '../engine/index.ts'
import { createLinkEncoder } from './link-encoder.ts'

/** A scenario whose link takes several steps: 100 KB of pasted output. */
const pasted = (seed: number): Scenario => {
  const s = defaultScenario()
  const text = Array.from({ length: 2_500 }, (_, i) => `line ${i * seed} of the output\n`).join('')
  const batch = s.batches[0]
  if (!batch) throw new Error('the default scenario has a batch')
  return { ...s, batches: [{ calls: batch.calls.map((c) => ({ ...c, output: { kind: 'text', text } })) }] }
}

/** A manual event loop: each `nextTask` waits until the test lets one step run. */
function manualTasks() {
  const waiting: (() => void)[] = []
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Lets every waiting step run, and the promises after it settle. */
    run: async () => {
      for (const resolve of waiting.splice(0)) resolve()
      await new Promise((r) => setTimeout(r, 0))
    },
    get waiting() {
      return waiting.length
    },
  }
}

describe('createLinkEncoder', () => {
  it('encodes a link in steps, waiting for the next task between them, to the link encodeShareLink writes', async () => {
    const tasks = manualTasks()
    const links = createLinkEncoder(tasks.nextTask)
    const scenario = pasted(7)
    const hash = links.encode(1, scenario)
    let steps = 0
    let done: string | null | undefined
    void hash.then((h) => {
      done = h
    })
    while (done === undefined) {
      expect(tasks.waiting).toBe(1)
      await tasks.run()
      steps++
    }
    expect(steps).toBeGreaterThan(2)
    expect(done).toBe(encodeShareLink(scenario))
  })

  it('stops a cancelled link at its next step (null), and the other links go on', async () => {
    const tasks = manualTasks()
    const links = createLinkEncoder(tasks.nextTask)
    const a = links.encode(1, pasted(3))
    const b = links.encode(2, pasted(5), defaultScenario())
    await tasks.run()
    links.cancel(1)
    links.cancel(99) // unknown: nothing happens
    while (tasks.waiting > 0) await tasks.run()
    expect(await a).toBeNull()
    expect(await b).toBe(encodeShareLink(pasted(5), defaultScenario()))
  })
})
