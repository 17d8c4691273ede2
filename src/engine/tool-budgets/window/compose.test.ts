import { describe, expect, it } from 'vitest'
import { PRAISONAI_RESERVATIONS } from '../constants.ts'
import { allocate, composeWindow } from './compose.ts'
import type { WindowMessage } from './history.ts'

const msg = (segment: WindowMessage['segment'], tokens: number): WindowMessage => ({
  role: segment === 'toolOutputs' ? 'tool' : 'user',
  turn: null,
  source: 'settings',
  segment,
  rawChars: 0,
  keptChars: 0,
  tokens,
  framingTokens: 4,
  marks: [],
  markers: [],
  text: '',
})

describe('allocate (PraisonAI budgeter)', () => {
  it('gives history the rest: 128,000 − 8,000 − 27,000 = 93,000', () => {
    const a = allocate(128_000, PRAISONAI_RESERVATIONS, 8_000)
    expect(a).toMatchObject({
      fixedTotal: 27_000,
      usable: 120_000,
      historyBudget: 93_000,
      reservedOverWindow: false,
    })
  })

  it('a window smaller than the reserved parts leaves history 0 and says so', () => {
    const a = allocate(32_000, PRAISONAI_RESERVATIONS, 8_000)
    expect(a).toMatchObject({ historyBudget: 0, reservedOverWindow: true, reservedTotal: 35_000 })
  })
})

describe('composeWindow', () => {
  const a = allocate(16_000, { ...PRAISONAI_RESERVATIONS, toolOutputs: 4_000 }, 2_000)

  it('adds the parts and the framing, with headroom', () => {
    const c = composeWindow(
      [msg('system', 100), msg('history', 50), msg('toolOutputs', 3_000)],
      200,
      a,
      16_000,
    )
    expect(c.parts.map((p) => [p.id, p.tokens])).toEqual([
      ['system', 100],
      ['toolSchemas', 200],
      ['history', 50],
      ['toolOutputs', 3_000],
      ['framing', 15],
      ['outputReserve', 2_000],
    ])
    expect(c.totalTokens).toBe(5_365)
    expect(c.headroomTokens).toBe(10_635)
    expect(c.overflow).toBe(false)
  })

  it('overflows when the parts pass the window, and marks the part over its reservation', () => {
    const c = composeWindow([msg('toolOutputs', 15_000)], 0, a, 16_000)
    expect(c.overflow).toBe(true)
    expect(c.headroomTokens).toBe(16_000 - 15_000 - 7 - 2_000)
    expect(c.parts.find((p) => p.id === 'toolOutputs')?.overReserved).toBe(true)
  })
})
