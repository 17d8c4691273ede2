// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

describe('TurnPanel: seed 003 turn guards', () => {
  it('copying the 3-call iteration twice stops the turn after read_file reaches 6 calls', async () => {
    const { user } = await renderApp()
    expect(screen.getByTestId('turn-end').textContent).toContain(
      'Turn completes: the model writes its final reply',
    )
    // Before LLM call 2: 3 read_file calls (< 5), so iteration #2 runs in full: 6 calls.
    // Before LLM call 3: 6 >= 5 (and 6 < 20), so the turn stops; iteration #3 never runs.
    await user.click(screen.getByRole('button', { name: '+ Iteration (copy #1)' }))
    await user.click(screen.getByRole('button', { name: '+ Iteration (copy #2)' }))
    const end = screen.getByTestId('turn-end')
    await waitFor(() =>
      expect(end.querySelector('strong')?.textContent).toBe(
        'Stopped: read_file called 6 times in one turn (likely loop)',
      ),
    )
    expect(end.textContent).toContain(
      'Checked before LLM call 3: read_file has 6 calls ≥ maxIdenticalToolCalls.',
    )
    expect(end.className).toContain('stopped')

    const options = within(screen.getByRole('listbox', { name: 'Iterations' })).getAllByRole('option')
    expect(options.map((o) => o.querySelector('.iter-status')?.textContent)).toEqual([
      'ran',
      'ran',
      'never ran',
    ])
    expect(options[2]?.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText(/^This batch never runs in the turn/)).toBeTruthy()
    expect(screen.getByText(/^2 of 3 iterations ran · 6 tool calls/)).toBeTruthy()

    const rows = within(screen.getByRole('table', { name: 'Guard checks per LLM call' })).getAllByRole('row')
    expect(rows.at(-1)?.textContent).toBe('36read_file × 6stopped before this call—6')
  })
})
