// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { createAppStore } from '../../../src/state/store.ts'
import { StoreProvider } from '../../../src/ui/app/store-context.tsx'
import { FaultBoundary, Panels } from '../../../src/ui/layout/FaultBoundary.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A panel that throws while its switch is on, as the result chart did on an all-empty batch. */
let broken = true
function Fragile() {
  if (broken) throw new RangeError('Invalid array length')
  return <p>drawn</p>
}

/** A field beside the panels: the rest of the page, which must stay editable. */
function Field() {
  const [text, setText] = useState('')
  return <input aria-label="beside" value={text} onChange={(e) => setText(e.target.value)} />
}

describe('FaultBoundary: a fault stays in its part', () => {
  it('shows one sentence, Copy details and Try again in the failed panel only; the rest stays', async () => {
    // React reports the caught error on the console; the test asserts what the page shows instead.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    broken = true
    const store = createAppStore({ initialScenario: defaultScenario(), initialPinned: null })
    const user = userEvent.setup()
    const writes: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void writes.push(t) },
    })
    render(
      <StoreProvider store={store}>
        <Panels>
          <Fragile />
          <p>the other panel</p>
        </Panels>
        <Field />
      </StoreProvider>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('This panel could not be drawn: Invalid array length')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByText('the other panel')).toBeTruthy()
    await user.type(screen.getByLabelText('beside'), 'still works')
    expect((screen.getByLabelText('beside') as HTMLInputElement).value).toBe('still works')

    // Copy details: the error, its stack and the scenario as JSON.
    await user.click(screen.getByRole('button', { name: 'Copy details' }))
    await screen.findByText('Copied the details.')
    expect(writes[0]).toMatch(/^RangeError: Invalid array length\n/)
    expect(writes[0]).toContain('Stack:')
    expect(writes[0]).toContain('Fragile')
    expect(writes[0]).toContain('"resultBudgetChars": 80000')
    expect(writes[0]?.endsWith(`${JSON.stringify(store.getState().scenario, null, 2)}\n`)).toBe(true)

    // Try again draws the child again: still broken, the note stays; fixed, the panel comes back.
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('alert').textContent).toContain('could not be drawn')
    broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('drawn')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('draws the part again when the scenario changes, so fixing the input fixes the panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    broken = true
    const store = createAppStore({ initialScenario: defaultScenario(), initialPinned: null })
    render(
      <StoreProvider store={store}>
        <FaultBoundary part="chart">
          <Fragile />
        </FaultBoundary>
      </StoreProvider>,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'This chart could not be drawn: Invalid array lengthCopy detailsTry again',
    )
    broken = false
    store.getState().edit((s) => ({ ...s, title: `${s.title} (fixed)` }))
    await waitFor(() => expect(screen.getByText('drawn')).toBeTruthy())
  })
})
