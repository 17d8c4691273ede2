// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { budgetInput, column, renderApp } from './render-app.tsx'

const at = (budget: string) => Array(3).fill(`${budget} share`)

describe('Undo and redo', () => {
  it('Undo takes a typed budget back to 26,666 in one step; Redo brings it back', async () => {
    const { user } = await renderApp({ now: () => 0 }) // a still clock: every keystroke within the merge window
    const undo = screen.getByRole('button', { name: 'Undo' })
    const redo = screen.getByRole('button', { name: 'Redo' })
    expect(undo.hasAttribute('disabled')).toBe(true)
    await user.clear(budgetInput())
    await user.type(budgetInput(), '60000')
    await waitFor(() => expect(column('budget')).toEqual(at('20,000')))

    await user.click(undo) // the keystrokes of one field merge into one step
    await waitFor(() => expect(column('budget')).toEqual(at('26,666')))
    expect(budgetInput().value).toBe('80,000')
    expect(undo.hasAttribute('disabled')).toBe(true)

    await user.click(redo)
    await waitFor(() => expect(column('budget')).toEqual(at('20,000')))
    expect(budgetInput().value).toBe('60,000')
    expect(redo.hasAttribute('disabled')).toBe(true)
  })

  it('Ctrl+Z and Ctrl+Shift+Z outside text inputs undo and redo the scenario', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: '+ Call' }))
    await waitFor(() => expect(column('budget')).toEqual(Array(4).fill('20,000 share')))

    await user.click(screen.getByRole('heading', { name: 'Result budget' })) // focus leaves the inputs
    await user.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(column('budget')).toEqual(at('26,666')))
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    await waitFor(() => expect(column('budget')).toEqual(Array(4).fill('20,000 share')))
  })

  it('Ctrl+Z inside a text field is left to the field', async () => {
    const { user, store } = await renderApp()
    await user.click(screen.getByRole('button', { name: '+ Call' }))
    await waitFor(() => expect(column('budget')).toHaveLength(4))
    await user.click(budgetInput())
    await user.keyboard('{Control>}z{/Control}')
    expect(store.getState().scenario.batches[0]?.calls).toHaveLength(4)
    expect(column('budget')).toHaveLength(4)
  })
})
