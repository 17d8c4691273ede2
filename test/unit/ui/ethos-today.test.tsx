// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

describe('Result budget tab: Ethos as its code is today', () => {
  it('stops three read_file calls with the same (absent) args once the consecutive guard is 3, and not after args differ', async () => {
    const { user } = await renderApp()
    await screen.findByTestId('turn-end')
    expect(screen.queryByLabelText(/^args of call 1/)).toBeNull()
    await user.type(await screen.findByLabelText('maxConsecutiveIdenticalCalls (calls; empty: off)'), '3')
    await waitFor(() =>
      expect(screen.getByTestId('turn-end').textContent).toContain(
        'Stopped: read_file called 3 times in a row with identical arguments (likely loop)',
      ),
    )
    const args = await screen.findByLabelText('args of call 2 (JSON; empty: none)')
    await user.click(args)
    await user.paste('{"path":"b.ts"}')
    await waitFor(() => expect(screen.getByTestId('turn-end').textContent).toContain('Turn completes'))
  })

  it('names bad JSON in args where it was typed', async () => {
    const { user } = await renderApp()
    await user.type(await screen.findByLabelText('maxConsecutiveIdenticalCalls (calls; empty: off)'), '5')
    const args = await screen.findByLabelText('args of call 1 (JSON; empty: none)')
    await user.click(args)
    await user.paste('{nope')
    await screen.findByText(/^args must be JSON/)
    expect((args as HTMLInputElement).value).toBe('{nope')
  })

  it.each([
    [
      `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
      /^args must be JSON: JSON nested more than 200 levels deep, at \$\[0\]/,
    ],
    ['{"n": 1e999}', /^args must be JSON: the number at \$\.n is too large for a number/],
  ])(
    'refuses args the engine could not carry (%#), where they were typed, keeping the text',
    async (text, message) => {
      const { user } = await renderApp()
      await user.type(await screen.findByLabelText('maxConsecutiveIdenticalCalls (calls; empty: off)'), '5')
      const args = await screen.findByLabelText('args of call 1 (JSON; empty: none)')
      await user.click(args)
      await user.paste(text)
      await screen.findByText(message)
      expect((args as HTMLInputElement).value).toBe(text)
    },
  )

  it('raises a small budget to the floor', async () => {
    const { user } = await renderApp()
    const budget = screen.getByLabelText('resultBudgetChars (chars per parallel batch)')
    await user.clear(budget)
    await user.type(budget, '300')
    await user.type(await screen.findByLabelText('resultBudgetFloorChars (chars; empty: none)'), '2000')
    await waitFor(() =>
      expect(screen.getByTestId('budget-floor').textContent).toBe(
        'resultBudgetChars in force = max(300, floor 2,000) = 2,000 (Ethos today)',
      ),
    )
    expect(screen.getByTestId('call-row-0').querySelector('[data-col="budget"]')?.textContent).toMatch(/^666/)
  })
})

describe('Result budget tab: an exact count beside the turn estimate', () => {
  it('says the in-page engine has no tokenizer by showing no exact number, and keeps the choice', async () => {
    const { user } = await renderApp()
    const select = await screen.findByLabelText('Exact count beside the turn estimate')
    await user.selectOptions(select, 'o200k_base')
    expect((select as HTMLSelectElement).value).toBe('o200k_base')
    expect(screen.getByTestId('turn-exact').textContent).not.toMatch(/tokens: the estimate/)
  })
})
