// The link coder is not on the first page (issue 27 §6). Vitest gives each file its own modules, so the first test
// here sees the page as it opens, before anything has loaded the coder.
import { describe, expect, it } from 'vitest'
import { fakeLinkWorker } from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { createLinkMaker } from './link-maker.ts'
import { encodesInPage, linkCoderNow, loadLinkCoder, routeLinks } from './share-link.ts'

describe('the link coder, loaded when first needed', () => {
  it('is absent at first: encodesInPage says no, and the first routed link waits for it (a stopped one asks no one)', async () => {
    expect(linkCoderNow()).toBeNull()
    expect(encodesInPage(defaultScenario())).toBe(false)
    const quick = fakeLinkWorker()
    const long = fakeLinkWorker()
    const encode = routeLinks(quick.encodeLink, long.encodeLink)
    const stop = new AbortController()
    const stopped = encode(defaultScenario(), undefined, stop.signal)
    void encode(defaultScenario())
    stop.abort()
    expect([quick.asked.length, long.asked.length]).toEqual([0, 0]) // still loading
    await expect(stopped).rejects.toThrow(/abort/i)
    const coder = await loadLinkCoder() // the load already under way, shared
    expect(linkCoderNow()).toBe(coder)
    await Promise.resolve()
    expect(quick.asked.map((a) => a.scenario)).toEqual([defaultScenario()])
    expect(long.asked).toEqual([])
    expect(encodesInPage(defaultScenario())).toBe(true)
    expect(coder.shareLinkFor(defaultScenario()).hash).toBe(encodeShareLink(defaultScenario()))
  })

  it('a link maker with no worker makes the link with it', async () => {
    const { linkFor } = createLinkMaker()
    expect(await linkFor(defaultScenario())).toEqual({
      hash: encodeShareLink(defaultScenario()),
      compact: false,
    })
  })
})
