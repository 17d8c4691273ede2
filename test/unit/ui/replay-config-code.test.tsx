// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { harnessSnippets } from '../../../src/engine/config-code/harnesses.ts'
import { renderApp } from './render-app.tsx'

describe('Replay tab: config as code', () => {
  it('shows each harness’s config in its own form, and Copy puts it on the clipboard', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    for (const s of harnessSnippets())
      expect((await screen.findByTestId(`config-code-${s.id}`)).textContent).toBe(s.code)
    expect(screen.getAllByText('TOML')).toHaveLength(2) // Codex's and OpenHands' config.toml
    await user.click(screen.getByRole('button', { name: 'Copy Codex config.toml' }))
    expect(await navigator.clipboard.readText()).toContain('tool_output_token_limit = 10000')
    expect(screen.getByRole('button', { name: 'Copy Codex config.toml' }).textContent).toBe('Copied')
  })
})
