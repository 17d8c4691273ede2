// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { evaluate } from '../../../src/engine/entry/evaluate.ts'
import type { Scenario } from '../../../src/engine/scenario.ts'
import { formatUsd } from '../../../src/state/format-amount.ts'
import { budgetInput, column, renderApp } from './render-app.tsx'

const bar = () => screen.getByTestId('compare-bar')
const row = (key: string) => bar().querySelector(`tr[data-key="${key}"]`) as HTMLTableRowElement
const cells = (key: string) => [...row(key).querySelectorAll('td')].map((td) => td.textContent)
const onTab = (tab: Scenario['view']['tab']): Scenario => ({
  ...defaultScenario(),
  view: { ...defaultScenario().view, tab },
})

describe('A/B', () => {
  it('pins A, shows each headline number beside B with its signed difference, and says what changed', async () => {
    const { user } = await renderApp()
    expect(screen.queryByTestId('compare-bar')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Pin as A' }))
    await screen.findByText('A and B give the same numbers on this tab.')
    await user.clear(budgetInput())
    await user.paste('20000')
    await waitFor(() => expect(screen.getByTestId('compare-summary').textContent).toMatch(/^B keeps /))
    const a = evaluate(defaultScenario())
    const b = evaluate({
      ...defaultScenario(),
      resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: 20_000 },
    })
    const d = b.turnTotals.deliveredChars - a.turnTotals.deliveredChars
    expect(cells('delivered')).toEqual([
      `${a.turnTotals.deliveredChars.toLocaleString('en-US')} chars`,
      `${b.turnTotals.deliveredChars.toLocaleString('en-US')} chars`,
      `−${Math.abs(d).toLocaleString('en-US')} chars`,
    ])
    const kept = (r: typeof a) => r.batches[0]?.calls.reduce((t, c) => t + c.keptChars, 0) ?? 0
    expect(screen.getByTestId('compare-summary').textContent).toBe(
      `B keeps ${(kept(a) - kept(b)).toLocaleString('en-US')} fewer chars of read_file`,
    )
    expect(screen.getByTestId('share-button').textContent).toBe('Copy A/B link')
  })

  it('swaps A and B, makes B the new A, and unpins', async () => {
    const a = defaultScenario()
    const b = { ...a, resultBudget: { ...a.resultBudget, resultBudgetChars: 40_000 } }
    const { user, store } = await renderApp({ scenario: b, pinned: a })
    await waitFor(() =>
      expect(screen.getByTestId('compare-summary').textContent).toMatch(/fewer chars of read_file$/),
    )
    await user.click(within(bar()).getByRole('button', { name: 'Swap A and B' }))
    await waitFor(() => expect(column('budget')).toEqual(['26,666 share', '26,666 share', '26,666 share']))
    await waitFor(() =>
      expect(screen.getByTestId('compare-summary').textContent).toMatch(/more chars of read_file$/),
    )
    expect(store.getState().pinned?.resultBudget.resultBudgetChars).toBe(40_000)
    await user.click(within(bar()).getByRole('button', { name: 'Make B the new A' }))
    await screen.findByText('A and B give the same numbers on this tab.')
    await user.click(within(bar()).getByRole('button', { name: 'Unpin A' }))
    expect(screen.queryByTestId('compare-bar')).toBeNull()
    expect(store.getState().pinned).toBeNull()
  })

  it('compares on the Cost tab too, A’s report computed with B’s tab', async () => {
    const a = onTab('cost')
    const b = { ...a, cost: { ...a.cost, turns: 20 } }
    const { user } = await renderApp({
      scenario: { ...b, view: { ...b.view, tab: 'result-budget' } },
      pinned: { ...a, view: { ...a.view, tab: 'result-budget' } },
    })
    await user.click(screen.getByRole('tab', { name: 'Cost' }))
    const dollars = (s: Scenario) => evaluate(s).cost?.session.totals.dollars.uncached ?? 0
    await waitFor(() => expect(row('uncached')).toBeTruthy(), { timeout: 15_000 })
    const [, , delta] = cells('uncached')
    // Dollars read as the Cost tab prints them ($2.47), the difference signed in front of the dollar sign.
    expect(delta).toBe(`+${formatUsd(Math.round((dollars(b) - dollars(a)) * 1e6) / 1e6)}`)
    expect(delta).toMatch(/^\+\$\d+\.\d\d$/)
  })
})

describe('the share link’s length', () => {
  it('is shown beside the copy button, and past 2,000 chars it warns and offers the compact link and the file', async () => {
    // 3,000 chars of noise: no coder writes that in fewer than 2,000 chars of link.
    let seed = 42
    const text = Array.from({ length: 3_000 }, () => {
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[(seed >>> 0) % 62]
    }).join('')
    const s: Scenario = {
      ...defaultScenario(),
      batches: [{ calls: [{ tool: 'read_file', output: { kind: 'text', text }, isError: false }] }],
    }
    const { user } = await renderApp({ scenario: s })
    const length = await screen.findByTestId('share-length', undefined, { timeout: 10_000 })
    await waitFor(() => expect(length.textContent).toMatch(/^[\d,]+ chars ⚠ ▾$/))
    const chars = Number(length.textContent?.replace(/\D/g, ''))
    expect(chars).toBeGreaterThan(2_000)
    await user.click(length)
    expect(screen.getByText(/over 2,000 chars: chat apps cut links there/)).toBeTruthy()
    const compact = screen.getByTestId('share-compact')
    expect(Number(compact.textContent?.match(/\(([\d,]+) chars\)/)?.[1]?.replace(/,/g, ''))).toBeLessThan(
      chars,
    )
    expect(screen.getByRole('button', { name: /^Save as a file/ })).toBeTruthy()
  })

  it('shows a short link plainly', async () => {
    await renderApp()
    const length = await screen.findByTestId('share-length')
    await waitFor(() => expect(length.textContent).toMatch(/^[\d,]+ chars ▾$/))
  })
})
