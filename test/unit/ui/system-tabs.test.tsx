// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppStore } from '../../../src/state/store.ts'
import { SystemTabs } from '../../../src/ui/app/SystemTabs.tsx'
import { StoreProvider } from '../../../src/ui/app/store-context.tsx'
import { SYSTEMS } from '../../../src/ui/app/systems.ts'

afterEach(cleanup)

const first = SYSTEMS[0]?.label ?? ''
const last = SYSTEMS.at(-1)?.label ?? ''

/** The tab list alone over a real store, with the first tab selected and focused. */
async function renderTabs() {
  const store = createAppStore()
  const user = userEvent.setup()
  render(
    <StoreProvider store={store}>
      <SystemTabs />
    </StoreProvider>,
  )
  await user.click(screen.getByRole('tab', { name: first }))
  return { store, user }
}

/** Expects `label` to be the one selected tab, focused, and the only tab in the tab order. */
function expectSelected(label: string) {
  const tab = screen.getByRole('tab', { name: label })
  expect(tab.getAttribute('aria-selected')).toBe('true')
  expect(document.activeElement).toBe(tab)
  expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab])
}

describe('SystemTabs keyboard (WAI-ARIA tabs pattern)', () => {
  it('End selects and focuses the last tab, Home the first', async () => {
    const { store, user } = await renderTabs()
    await user.keyboard('{End}')
    expectSelected(last)
    expect(store.getState().scenario.view.tab).toBe(SYSTEMS.at(-1)?.id)
    await user.keyboard('{Home}')
    expectSelected(first)
    expect(store.getState().scenario.view.tab).toBe(SYSTEMS[0]?.id)
  })

  it('Home on the first tab and End on the last stay where they are; the arrows still wrap', async () => {
    const { user } = await renderTabs()
    await user.keyboard('{Home}')
    expectSelected(first)
    await user.keyboard('{ArrowLeft}')
    expectSelected(last)
    await user.keyboard('{End}')
    expectSelected(last)
    await user.keyboard('{ArrowRight}')
    expectSelected(first)
  })

  it('the tab already open changes nothing: the scenario stays the same (nothing to save or link again)', async () => {
    const { store, user } = await renderTabs()
    const before = store.getState().scenario
    await user.click(screen.getByRole('tab', { name: first }))
    await user.keyboard('{Home}')
    expectSelected(first)
    expect(store.getState().scenario).toBe(before)
  })
})
