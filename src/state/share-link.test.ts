import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { pastedChars } from '../engine/share/compact-scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { compactLinkFor } from '../engine/share/link-for.ts'
import { fakeLinkWorker } from './persistence-test-kit.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import { createLinkMaker, ENCODE_IN_PAGE_MAX_CHARS, encodesInPage } from './share-link.ts'

const withBudget = (b: number) => setResultBudget({ resultBudgetChars: b })(defaultScenario())

/** A link maker over a fake link worker, and a scenario to link. */
const setup = (budget: number) => {
  const worker = fakeLinkWorker()
  return { worker, links: createLinkMaker(worker.encodeLink), s: withBudget(budget) }
}

describe('createLinkMaker', () => {
  it('encodes a scenario once however many ask for it; another scenario (or pin) is encoded anew', async () => {
    const { worker, links, s } = setup(1)
    const first = links.linkFor(s)
    const second = links.linkFor(s, undefined, new AbortController().signal)
    links.linkFor(s, defaultScenario())
    links.linkFor(withBudget(1))
    expect(worker.asked).toHaveLength(3)
    worker.asked[0]?.answer()
    expect(await first).toEqual({ hash: encodeShareLink(s), compact: false })
    expect(await second).toEqual(await first)
    expect(await links.linkFor(s)).toEqual(await first)
    expect(worker.asked).toHaveLength(3)
  })

  it('lets a caller give up at once, and stops the encoding only when no caller waits for it any more', async () => {
    const { worker, links, s } = setup(2)
    const one = new AbortController()
    const two = new AbortController()
    const first = links.linkFor(s, undefined, one.signal)
    const second = links.linkFor(s, undefined, two.signal)
    one.abort()
    await expect(first).rejects.toThrow(/abort/i)
    expect(worker.asked[0]?.signal?.aborted).toBe(false)
    two.abort()
    await expect(second).rejects.toThrow(/abort/i)
    expect(worker.asked[0]?.signal?.aborted).toBe(true)
    // Stopped, so not kept: the next caller has it encoded again.
    void links.linkFor(s)
    expect(worker.asked).toHaveLength(2)
  })

  it('never stops an encoding a caller without a signal waits for (the copy button)', async () => {
    const { worker, links, s } = setup(3)
    const measuring = new AbortController()
    void links.linkFor(s, undefined, measuring.signal).catch(() => {})
    const copying = links.linkFor(s)
    measuring.abort()
    expect(worker.asked[0]?.signal?.aborted).toBe(false)
    worker.asked[0]?.answer()
    expect((await copying).hash).toBe(encodeShareLink(s))
  })

  it('encodes in the page when the worker fails, but not when the link was stopped', async () => {
    const failing = createLinkMaker(async () => {
      throw new Error('worker gone')
    })
    expect((await failing.linkFor(withBudget(4))).hash).toBe(encodeShareLink(withBudget(4)))
    let inPage = 0
    const stopped = createLinkMaker((_s, _p, signal) => {
      inPage++
      return Promise.reject(signal?.reason)
    })
    const stop = new AbortController()
    stop.abort()
    await expect(stopped.linkFor(withBudget(4), undefined, stop.signal)).rejects.toThrow(/abort/i)
    expect(inPage).toBe(0)
  })

  it('has the worker encode the compact link too: the compact scenarios, planned in the page', async () => {
    const worker = fakeLinkWorker()
    const links = createLinkMaker(worker.encodeLink)
    const pasted = setCallOutput(0, 0, { kind: 'text', text: 'z'.repeat(5_000) })(defaultScenario())
    const compact = links.compactLinkFor(pasted, withBudget(5))
    expect(worker.asked[0]?.scenario.batches[0]?.calls[0]?.output).toEqual({ kind: 'sample', chars: 5_000 })
    worker.asked[0]?.answer()
    expect(await compact).toEqual(compactLinkFor(pasted, withBudget(5)))
  })
})

describe('encodesInPage', () => {
  const pasting = (text: string) => setCallOutput(0, 0, { kind: 'text', text })(defaultScenario())

  it('takes 50,000 pasted ASCII chars (51 KB of link JSON), not one more, nor a pair over 50,000 in all', () => {
    const others = pastedChars(defaultScenario()) // the default planner log, schemas and prompts: 917 chars
    expect(encodesInPage(pasting('a'.repeat(ENCODE_IN_PAGE_MAX_CHARS - others)))).toBe(true)
    expect(encodesInPage(pasting('a'.repeat(ENCODE_IN_PAGE_MAX_CHARS - others + 1)))).toBe(false)
    const half = pasting('a'.repeat(30_000))
    expect(encodesInPage(half, half)).toBe(false)
  })

  it('leaves 30,000 CJK chars (90 KB of JSON: ~90 ms to context-mix) to the worker', () => {
    expect(encodesInPage(pasting('漢'.repeat(20_000)))).toBe(true)
    expect(encodesInPage(pasting('漢'.repeat(30_000)))).toBe(false)
  })
})
