import { strToU8 } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeLinkWorker } from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import { pastedChars } from '../engine/share/compact-scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { compactLinkFor } from '../engine/share/link-for.ts'
import { linkJson } from '../engine/share/link-json.ts'
import { createLinkMaker } from './link-maker.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import {
  ENCODE_IN_PAGE_MAX_CHARS,
  encodesInPage,
  loadLinkCoder,
  QUICK_LINK_MAX_BYTES,
  routeLinks,
} from './share-link.ts'

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
  beforeAll(() => loadLinkCoder())
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

describe('routeLinks', () => {
  beforeAll(() => loadLinkCoder())
  const pasting = (text: string) => setCallOutput(0, 0, { kind: 'text', text })(defaultScenario())
  const route = () => {
    const quick = fakeLinkWorker()
    const long = fakeLinkWorker()
    return { quick, long, encode: routeLinks(quick.encodeLink, long.encodeLink) }
  }

  it('has the engine worker encode a link of up to 16 KiB of pasted text and JSON, the link worker a longer one', () => {
    const { quick, long, encode } = route()
    const edge = pasting('a'.repeat(QUICK_LINK_MAX_BYTES - pastedChars(pasting(''))))
    expect(strToU8(linkJson(edge)).length).toBeLessThanOrEqual(QUICK_LINK_MAX_BYTES)
    void encode(defaultScenario())
    void encode(edge)
    expect(quick.asked.map((a) => a.scenario)).toEqual([defaultScenario(), edge])
    const over = pasting('a'.repeat(QUICK_LINK_MAX_BYTES - pastedChars(pasting('')) + 1))
    void encode(over)
    void encode(defaultScenario(), over) // an A/B pair counts both
    expect(long.asked.map((a) => [a.scenario, a.pinned])).toEqual([
      [over, undefined],
      [defaultScenario(), over],
    ])
    expect(quick.asked).toHaveLength(2)
  })

  it('counts bytes, not chars: 6,000 CJK chars (18 KB) go to the link worker', () => {
    const { quick, long, encode } = route()
    void encode(pasting('漢'.repeat(5_000)))
    void encode(pasting('漢'.repeat(6_000)))
    expect([quick.asked.length, long.asked.length]).toEqual([1, 1])
  })

  it('passes the signal on, so a stopped link stops where it is encoded', async () => {
    const { quick, encode } = route()
    const stop = new AbortController()
    const link = encode(defaultScenario(), undefined, stop.signal)
    stop.abort()
    await expect(link).rejects.toThrow(/abort/i)
    expect(quick.asked[0]?.signal?.aborted).toBe(true)
  })
})
