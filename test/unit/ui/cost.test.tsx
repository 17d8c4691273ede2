// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

const input = () => screen.getByLabelText('Input price of claude-sonnet-5-5') as HTMLInputElement

describe('Cost tab: the price table', () => {
  const bad: [string, string, string][] = [
    ['a negative', '-1', 'Input price of claude-sonnet-5-5 cannot be negative'],
    ['an empty', '', 'Input price of claude-sonnet-5-5 is required: a number of dollars per million tokens'],
    ['an absurd', '20000', 'Input price of claude-sonnet-5-5 is at most $10,000 per million tokens'],
    [
      'a not-a-number',
      'two',
      'Input price of claude-sonnet-5-5 must be a number of dollars per million tokens, not “two”',
    ],
  ]
  for (const [kind, text, message] of bad) {
    it(`names ${kind} price at its field, keeps the text, and keeps the last good dollars marked stale`, async () => {
      const { user } = await renderApp()
      await user.click(screen.getByRole('tab', { name: 'Cost' }))
      const before = (await screen.findByTestId('cost-uncached')).textContent
      await user.clear(input())
      if (text) await user.paste(text)
      expect(input().value).toBe(text)
      expect(input().getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('alert').textContent).toBe(message)
      expect(screen.getByText(/^stale: fix the highlighted field/)).toBeTruthy()
      expect(screen.getByTestId('cost-uncached').textContent).toBe(before)

      await user.clear(input())
      await user.paste('4')
      await waitFor(() => expect(screen.getByTestId('cost-uncached').textContent).not.toBe(before))
      expect(screen.queryByText(/^stale:/)).toBeNull()
    })
  }
})

describe('Cost tab: a price’s source link', () => {
  it('shows the host a shared link really opens, and says its text names another; non-http sources are text', async () => {
    const { defaultScenario } = await import('../../../src/engine/index.ts')
    const s = defaultScenario()
    const prices = s.cost.prices.map((p, i) =>
      i === 0
        ? { ...p, source: 'https://platform.claude.com@evil.example/docs/en/pricing' }
        : i === 1
          ? { ...p, source: 'javascript:alert(1)' }
          : p,
    )
    const { user } = await renderApp({ scenario: { ...s, cost: { ...s.cost, prices } } })
    await user.click(screen.getByRole('tab', { name: 'Cost' }))
    const link = await screen.findByRole('link', { name: 'evil.example/…/pricing' })
    expect(link.getAttribute('href')).toBe('https://platform.claude.com@evil.example/docs/en/pricing')
    expect(
      screen.getByText(
        /This link opens evil\.example, not the host its text names \(platform\.claude\.com@evil\.example\)\./,
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: /platform\.claude\.com@/ })).toBeNull()
    expect(screen.getByText(/^javascript:alert\(1\)/).closest('a')).toBeNull()
  })
})
