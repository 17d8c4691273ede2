// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { budgetInput, renderApp } from './render-app.tsx'

const titleField = () => screen.getByLabelText('Scenario title') as HTMLInputElement

describe('the header title (issue 12, defect 9)', () => {
  it('is made from the numbers of the tab shown, and follows edits and links', async () => {
    const s = defaultScenario()
    const { user } = await renderApp({
      scenario: { ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: 12_345 } },
    })
    expect(titleField().value).toBe('')
    expect(titleField().placeholder).toBe('3 parallel read_file calls share 12,345 chars')
    await user.clear(budgetInput())
    await user.type(budgetInput(), '60000')
    await waitFor(() =>
      expect(titleField().placeholder).toBe('3 parallel read_file calls share 60,000 chars'),
    )
    await user.click(screen.getByRole('tab', { name: 'Tool budgets & window' }))
    await waitFor(() =>
      expect(titleField().placeholder).toBe('10,000 tokens per tool output in a 128,000-token window'),
    )
  })

  it('a title of the user’s own stays on every tab; clearing it brings the made one back', async () => {
    const { user } = await renderApp()
    await user.type(titleField(), 'Ethos at 12k')
    expect(titleField().value).toBe('Ethos at 12k')
    await user.click(screen.getByRole('tab', { name: 'Tool selection' }))
    await waitFor(() => expect(titleField().value).toBe('Ethos at 12k'))
    await user.clear(titleField())
    expect(titleField().placeholder).toBe('proportional selection: max_tools 8 over 4 categories')
  })
})

describe('presets say which tabs they changed (issue 12, defect 12)', () => {
  it('Claude Code chosen on the Result budget tab names the changes on each tab and offers to show the others', async () => {
    const { user, store } = await renderApp()
    await user.click(screen.getByRole('button', { name: 'Presets ▾' }))
    const item = await screen.findByRole('button', { name: /^Claude Code/ })
    expect(item.textContent).toContain(
      'Changes settings on: Result budget, Strategies compared, Tool budgets & window',
    )
    await user.click(item)
    const notice = await screen.findByTestId('notice-preset')
    expect(notice.textContent).toContain('on Result budget, Bash maxResultChars none → 30,000')
    expect(notice.textContent).toContain('on Strategies compared, trim head → middle')
    expect(notice.textContent).toContain('on Tool budgets & window, defaultToolOutputMax 10,000 → 25,000')
    expect(within(notice).queryByRole('button', { name: 'Show Result budget' })).toBeNull()
    await user.click(within(notice).getByRole('button', { name: 'Show Strategies compared' }))
    await waitFor(() => expect(store.getState().scenario.view.tab).toBe('strategies'))
  })

  it('a preset that is already set says it changed nothing', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: 'Presets ▾' }))
    await user.click(await screen.findByRole('button', { name: /^Ethos, as documented/ }))
    expect((await screen.findByTestId('notice-preset')).textContent).toContain(
      'It changed nothing: these were already its settings.',
    )
  })
})

describe('the header menus close as menus do', () => {
  it('Presets closes on Escape and on a press outside it, not on a press inside', async () => {
    const { user } = await renderApp()
    const trigger = screen.getByRole('button', { name: 'Presets ▾' })
    await user.click(trigger)
    const item = await screen.findByRole('button', { name: /^Claude Code/ })
    await user.pointer({ keys: '[MouseLeft>]', target: item.parentElement as Element })
    await user.pointer({ keys: '[/MouseLeft]' })
    expect(screen.queryByRole('button', { name: /^Claude Code/ })).not.toBeNull()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Claude Code/ })).toBeNull())
    await user.click(trigger)
    await screen.findByRole('button', { name: /^Claude Code/ })
    await user.click(titleField())
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Claude Code/ })).toBeNull())
  })
})
