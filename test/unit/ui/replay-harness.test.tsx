// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

describe('Replay tab: harness columns', () => {
  it('names each harness’s source in its column, and lists its parameters with file:line or page and date', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const codex = await screen.findByTestId('hr-source-codex-cli')
    expect(codex.textContent).toBe('github.com/openai/codex rust-v0.125.0 @ 637f7dd6')
    expect(screen.getByTestId('hr-source-claude-code').textContent).toBe('docs read 2026-11-28')
    const rules = codex.parentElement as HTMLElement
    await user.click(within(rules).getByText('Rules and sources'))
    expect(within(rules).getByText('history cut (policy × 1.2)').nextElementSibling?.textContent).toContain(
      '48,000 bytes',
    )
    expect(within(rules).getByText('codex-rs/core/src/context_manager/history.rs:375-376')).toBeTruthy()
    // every call of the two columns says which of its harness's rules applied
    expect(screen.getAllByTestId('rp-harness-rule').length).toBeGreaterThan(0)
  })

  it('shows the session rules of the Anthropic API, Gemini CLI and opencode columns, each with its source', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const gemini = await screen.findByTestId('hr-source-gemini-cli')
    expect(gemini.textContent).toBe('github.com/google-gemini/gemini-cli main @ 5411f113')
    expect(screen.getByTestId('hr-source-opencode').textContent).toBe(
      'github.com/anomalyco/opencode session/compaction.ts @ fd78ec63',
    )
    expect(screen.getByTestId('hr-source-anthropic-api').textContent).toBe('docs read 2026-11-28')
    const rules = gemini.parentElement as HTMLElement
    await user.click(within(rules).getByText('Rules and sources'))
    expect(within(rules).getByTestId('hr-session-gemini-cli').textContent).toContain('tool-output masking')
    expect(within(rules).getByText('packages/core/src/context/chatCompressionService.ts:41')).toBeTruthy()
    const opencode = screen.getByTestId('hr-source-opencode').parentElement as HTMLElement
    await user.click(within(opencode).getByText('Rules and sources'))
    expect(
      within(opencode).getByText('newest tool-output tokens never pruned').nextElementSibling?.textContent,
    ).toContain('40,000 tokens')
  })

  it('shows OpenHands, LangChain and deepagents with their commits, and Codex’s and Claude Code’s compaction', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Replay' }))
    const openhands = await screen.findByTestId('hr-source-openhands')
    expect(openhands.textContent).toBe('github.com/All-Hands-AI/OpenHands main 2025-11-28 @ 156d0686')
    expect(screen.getByTestId('hr-source-langchain').textContent).toBe(
      'github.com/langchain-ai/langchain agents/middleware/context_editing.py @ 03373459',
    )
    expect(screen.getByTestId('hr-source-deepagents').textContent).toBe(
      'github.com/langchain-ai/deepagents main 2026-08-21 (deepagents 0.7.8) @ 23b83ad5',
    )
    const rules = openhands.parentElement as HTMLElement
    await user.click(within(rules).getByText('Rules and sources'))
    expect(within(rules).getByText('observation content cut to').nextElementSibling?.textContent).toContain(
      '30,000',
    )
    expect(within(rules).getByText('openhands/core/config/llm_config.py:68-70')).toBeTruthy()
    const codex = screen.getByTestId('hr-source-codex-cli').parentElement as HTMLElement
    await user.click(within(codex).getByText('Rules and sources'))
    expect(within(codex).getByText('compacts once a request used').nextElementSibling?.textContent).toContain(
      '244,800',
    )
    const claude = screen.getByTestId('hr-source-claude-code').parentElement as HTMLElement
    await user.click(within(claude).getByText('Rules and sources'))
    expect(within(claude).getByText('output reserve and buffer').nextElementSibling?.textContent).toContain(
      'not documented',
    )
  })
})
