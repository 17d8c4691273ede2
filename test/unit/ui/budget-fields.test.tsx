// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { budgetInput, column, renderApp } from './render-app.tsx'

const SHARE_26666 = ['26,666 share', '26,666 share', '26,666 share']

describe('BudgetPanel: resultBudgetChars', () => {
  it('opens on the default scenario: 3 calls share 80,000 as 26,666 each, with the seed 003 marker', async () => {
    await renderApp()
    expect(column('budget')).toEqual(SHARE_26666)
    expect(column('raw')).toEqual(['45,231', '12,400', '31,050'])
    expect(screen.getByTestId('explain').textContent).toContain('floor(80,000 / 3) = 26,666 chars')
    const marker = within(screen.getByTestId('preview-0')).getByText(/truncated/)
    expect(marker.textContent).toBe('\n[truncated — 45231 chars total]')
    // 12,400 fits its budget: no marker in its preview
    expect(within(screen.getByTestId('preview-1')).queryByText(/truncated/)).toBeNull()
  })

  it('typing 60000 splits it into 20,000 per call', async () => {
    const { user } = await renderApp()
    await user.clear(budgetInput())
    await user.type(budgetInput(), '60000')
    await waitFor(() => expect(column('budget')).toEqual(['20,000 share', '20,000 share', '20,000 share']))
    expect(screen.getByTestId('explain').textContent).toContain('floor(60,000 / 3) = 20,000 chars')
    expect(within(screen.getByTestId('preview-0')).getByText(/truncated/).textContent).toBe(
      '\n[truncated — 45231 chars total]',
    )
  })

  const bad: [string, string, string][] = [
    ['non-numeric', 'lots', 'resultBudgetChars must be a whole number of chars, not “lots”'],
    ['negative', '-5', 'resultBudgetChars cannot be negative'],
    ['fractional', '12.5', 'resultBudgetChars must be a whole number of chars, not “12.5”'],
    ['huge', '1e12', 'resultBudgetChars is at most 1,000,000,000 chars'],
  ]
  for (const [kind, text, message] of bad) {
    it(`a ${kind} value (${text}) is kept in the field with its message; results go stale, not away`, async () => {
      const { user } = await renderApp()
      await user.clear(budgetInput())
      await user.paste(text) // one change, as a paste: typing would commit the valid prefixes on the way
      expect(budgetInput().value).toBe(text)
      expect(budgetInput().getAttribute('aria-invalid')).toBe('true')
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toBe(message)
      expect(budgetInput().getAttribute('aria-describedby')).toBe(alert.id)
      const stale = screen.getByText(/^stale: fix the highlighted field; showing the last good result$/)
      expect(stale.getAttribute('role')).toBe('status')
      expect(column('budget')).toEqual(SHARE_26666)

      await user.clear(budgetInput())
      await user.paste('40000')
      await waitFor(() => expect(column('budget')).toEqual(['13,333 share', '13,333 share', '13,333 share']))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByText(/^stale:/)).toBeNull()
      expect(budgetInput().hasAttribute('aria-invalid')).toBe(false)
    })
  }

  it('an empty field says the value is required and keeps the last good numbers', async () => {
    const { user, store } = await renderApp()
    await user.clear(budgetInput())
    expect(budgetInput().value).toBe('')
    expect(screen.getByRole('alert').textContent).toBe(
      'resultBudgetChars is required: a whole number of chars',
    )
    expect(screen.getByText(/^stale: fix the highlighted field/)).toBeTruthy()
    expect(column('budget')).toEqual(SHARE_26666)
    expect(store.getState().scenario.resultBudget.resultBudgetChars).toBe(80_000)
    await user.type(budgetInput(), '80000')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/^stale:/)).toBeNull()
    expect(column('budget')).toEqual(SHARE_26666)
  })
})

describe('ToolCapsPanel: per-tool maxResultChars', () => {
  it('a read_file cap of 20,000 binds below its 26,666 share; clearing it restores the share', async () => {
    const { user, store } = await renderApp()
    const cap = screen.getByLabelText('maxResultChars for read_file') as HTMLInputElement
    expect(cap.value).toBe('')
    await user.type(cap, '20000')
    await waitFor(() => expect(column('budget')).toEqual(['20,000 cap', '20,000 cap', '20,000 cap']))
    expect(screen.getByTestId('explain').textContent).toContain(
      'call 1 (read_file): min(26,666, 20,000) = 20,000; call 2 (read_file): min(26,666, 20,000) = 20,000',
    )
    expect(within(screen.getByTestId('preview-0')).getByText(/truncated/).textContent).toBe(
      '\n[truncated — 45231 chars total]',
    )

    await user.clear(cap)
    await waitFor(() => expect(column('budget')).toEqual(SHARE_26666))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(store.getState().scenario.tools).toEqual([{ name: 'read_file' }])
    expect(screen.getByTestId('explain').textContent).toContain('no tool cap binds')
  })
})

describe('ResultsPanel: an update in progress', () => {
  it('says “updating…” while the numbers shown are for an older scenario, and not once they are current', async () => {
    const { store } = await renderApp()
    expect(screen.queryByTestId('updating')).toBeNull()
    const shown = store.getState().reportScenario
    // The report on screen belongs to the scenario before an edit still being evaluated.
    act(() => store.setState({ reportScenario: { ...store.getState().scenario } }))
    // Said once the update has taken a while (300 ms), not on every quick edit.
    expect(screen.queryByTestId('updating')).toBeNull()
    expect((await screen.findByTestId('updating')).textContent).toBe(' updating…')
    expect(column('budget')).toEqual(SHARE_26666)
    act(() => store.setState({ reportScenario: shown }))
    expect(screen.queryByTestId('updating')).toBeNull()
  })
})
