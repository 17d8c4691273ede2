import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import type { Scenario } from '../engine/scenario.ts'
import { createTextReceiver, createTextSender } from './text-channel.ts'

const withOutputs = (...texts: string[]): Scenario => ({
  ...defaultScenario(),
  batches: [{ calls: texts.map((text) => ({ tool: 't', output: { kind: 'text', text }, isError: false })) }],
})
const big = (c: string) => c.repeat(70_000)

describe('createTextSender / createTextReceiver', () => {
  it('sends a long text once: later scenarios name it, and the worker puts it back exactly', () => {
    const sender = createTextSender()
    const receiver = createTextReceiver()
    const first = withOutputs(big('a'), 'short')
    const p1 = sender.pack(first)
    expect(p1.fresh.map(([, t]) => t.length)).toEqual([70_000])
    expect(JSON.stringify(p1).length).toBeLessThan(80_000)
    expect(receiver.unpack(p1)).toEqual(first)
    const second = { ...first, title: 'edited' }
    const p2 = sender.pack(second)
    expect(p2.fresh).toEqual([])
    expect(JSON.stringify(p2).length).toBeLessThan(10_000)
    expect(receiver.unpack(p2)).toEqual(second)
  })

  it('sends one copy of a text pasted twice, and only the new one of two', () => {
    const sender = createTextSender()
    sender.pack(withOutputs(big('a')))
    const p = sender.pack(withOutputs(big('a'), big('b'), big('b')))
    expect(p.fresh.map(([, t]) => t[0])).toEqual(['b'])
    expect(new Set(p.texts.map((t) => t.id)).size).toBe(2)
  })

  it('sends everything again to a new worker (after reset), which holds nothing', () => {
    const sender = createTextSender()
    sender.pack(withOutputs(big('a')))
    sender.reset()
    const p = sender.pack(withOutputs(big('a')))
    expect(p.fresh).toHaveLength(1)
    expect(createTextReceiver().unpack(p)).toEqual(withOutputs(big('a')))
  })

  it('lets the worker drop texts the latest scenario no longer has, and says so if one is named anyway', () => {
    const sender = createTextSender()
    const receiver = createTextReceiver()
    const p1 = sender.pack(withOutputs(big('a')))
    receiver.unpack(p1)
    receiver.unpack(sender.pack(withOutputs('gone')))
    expect(() => receiver.unpack({ ...p1, fresh: [] })).toThrow(/does not hold/)
  })
})

describe('adopt: the texts of a scenario the worker opened itself', () => {
  it('are named, not sent back, when the page evaluates that scenario', () => {
    const sender = createTextSender()
    const receiver = createTextReceiver()
    receiver.unpack(sender.pack(withOutputs('before')))
    const opened = withOutputs(big('a'), big('b'))
    sender.adopt(opened, receiver.adopt(opened))
    const p = sender.pack(opened)
    expect(p.fresh).toEqual([])
    expect(JSON.stringify(p).length).toBeLessThan(10_000)
    expect(receiver.unpack(p)).toEqual(opened)
  })

  it('stay held while another scenario is evaluated (the import waits for a confirmation)', () => {
    const sender = createTextSender()
    const receiver = createTextReceiver()
    const opened = withOutputs(big('a'))
    sender.adopt(opened, receiver.adopt(opened))
    receiver.unpack(sender.pack(withOutputs('still the old scenario')))
    const p = sender.pack(opened)
    expect(p.fresh).toEqual([])
    expect(receiver.unpack(p)).toEqual(opened)
  })

  it('are sent again to a new worker, and a text edited since is sent fresh', () => {
    const sender = createTextSender()
    const receiver = createTextReceiver()
    const opened = withOutputs(big('a'), big('b'))
    sender.adopt(opened, receiver.adopt(opened))
    expect(sender.pack(withOutputs(big('a'), big('c'))).fresh.map(([, t]) => t[0])).toEqual(['c'])
    sender.reset()
    const p = sender.pack(opened)
    expect(p.fresh.map(([, t]) => t[0])).toEqual(['a', 'b'])
    expect(createTextReceiver().unpack(p)).toEqual(opened)
  })

  it('of an earlier open are dropped by the next open, and naming one says so', () => {
    const sender = createTextSender()
    const receiver = createTextReceiver()
    const first = withOutputs(big('a'))
    sender.adopt(first, receiver.adopt(first))
    const p = sender.pack(first)
    const second = withOutputs(big('b'))
    receiver.adopt(second)
    expect(() => receiver.unpack(p)).toThrow(/does not hold/)
  })
})
