// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

const turn = () => screen.getByTestId('rp-turn-codex-cli').textContent ?? ''

describe('Replay tab: editing a harness’s parameters', () => {
  it('an edited tool_output_token_limit changes the Codex column, is marked (edited), reaches config.toml, and resets', async () => {
    const { user, store } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const rules = (await screen.findByTestId('hr-source-codex-cli')).parentElement as HTMLElement
    const before = turn()
    await user.click(within(rules).getByText('Rules and sources'))
    const field = within(rules).getByRole('textbox', {
      name: 'Codex CLI: tool_output_token_limit (replaces the model’s limit)',
    })
    expect((field as HTMLInputElement).placeholder).toBe('10,000')
    await user.type(field, '2,000')
    await waitFor(() => expect(turn()).not.toBe(before))
    expect(store.getState().scenario.harnessSettings).toEqual({
      'codex-cli': { 'tool-output-token-limit': 2_000 },
    })
    expect(screen.getByTestId('hr-edited-codex-cli').textContent).toBe(
      'tool_output_token_limit (replaces the model’s limit): 2,000 tokens (edited)',
    )
    expect(screen.getByTestId('config-code-codex-cli').textContent).toContain(
      'tool_output_token_limit = 2000',
    )

    await user.click(
      within(rules).getByRole('button', { name: /^Reset to default: Codex CLI: tool_output_token_limit/ }),
    )
    await waitFor(() => expect(turn()).toBe(before))
    expect(store.getState().scenario.harnessSettings).toBeUndefined()
    expect(screen.queryByTestId('hr-edited-codex-cli')).toBeNull()
  })

  it('a value out of range stays in the field with a one-line message naming harness, parameter and unit; the last good value is kept', async () => {
    const { user, store } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const rules = (await screen.findByTestId('hr-source-anthropic-api')).parentElement as HTMLElement
    await user.click(within(rules).getByText('Rules and sources'))
    const field = within(rules).getByRole('textbox', { name: 'Anthropic API: compact_20260112 trigger' })
    await user.type(field, '60000')
    expect(store.getState().scenario.harnessSettings?.['anthropic-api']?.['compact-trigger']).toBe(60_000)
    // typed over the selection: every draft on the way (4, 40, …) is out of range too
    await user.tripleClick(field)
    await user.keyboard('40000')
    expect((field as HTMLInputElement).value).toBe('40000')
    expect(within(rules).getByRole('alert').textContent).toBe(
      'Anthropic API, compact_20260112 trigger (input tokens) must be at least 50,000',
    )
    expect(store.getState().scenario.harnessSettings?.['anthropic-api']?.['compact-trigger']).toBe(60_000)
  })

  it('a yes/no parameter is a checkbox, undone by undo', async () => {
    const { user, store } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const rules = (await screen.findByTestId('hr-source-opencode')).parentElement as HTMLElement
    await user.click(within(rules).getByText('Rules and sources'))
    const box = within(rules).getByRole('checkbox', { name: 'opencode: prunes old tool outputs' })
    expect((box as HTMLInputElement).checked).toBe(true)
    await user.click(box)
    expect(store.getState().scenario.harnessSettings).toEqual({ opencode: { prune: false } })
    // ticked back: no edit left
    await user.click(box)
    expect(store.getState().scenario.harnessSettings).toBeUndefined()
    store.getState().undo()
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false))
    expect(store.getState().scenario.harnessSettings).toEqual({ opencode: { prune: false } })
    store.getState().undo()
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true))
    expect(store.getState().scenario.harnessSettings).toBeUndefined()
  })

  it('session rows follow edits: an edited context limit is marked (edited), and the usable window derived from it too', async () => {
    const { user, store } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const rules = (await screen.findByTestId('hr-source-opencode')).parentElement as HTMLElement
    await user.click(within(rules).getByText('Rules and sources'))
    const overflow = () => within(rules).getByTestId('hr-param-opencode-overflow').textContent ?? ''
    expect(overflow()).toContain('168,000 tokens')
    expect(overflow()).not.toContain('(edited)')
    const field = within(rules).getByRole('textbox', { name: 'opencode: the model’s context limit' })
    await user.type(field, '100000')
    await waitFor(() => expect(overflow()).toContain('68,000 tokens'))
    expect(overflow()).toContain('(100,000 − 32,000 assumed) (edited)')
    expect(within(rules).getByTestId('hr-param-opencode-context').textContent).toContain('(edited)')
    expect(store.getState().scenario.harnessSettings).toEqual({ opencode: { context: 100_000 } })
    // the settable PRUNE_PROTECT is an input with its source's default, fixed in opencode's code
    const protect = within(rules).getByTestId('hr-param-opencode-protect')
    expect(within(protect).getByRole('textbox').getAttribute('placeholder')).toBe('40,000')
    expect(protect.textContent).toContain('fixed in opencode’s code (PRUNE_PROTECT)')
    expect(protect.textContent).not.toContain('set by')
  })
})
