// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

/** Opens the app, then the Tool budgets tab, and waits for seed 002's part of the report. */
async function openTab() {
  const app = await renderApp()
  await app.user.click(screen.getByRole('tab', { name: 'Tool budgets & window' }))
  await screen.findByRole('table', { name: 'Truncation per call' })
  return app
}
const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/\u00a0/g, ' ')
const kept = (row: string) =>
  screen.getByTestId(`tb-call-${row}`).querySelector('[data-col="kept"]')?.textContent

describe('Tool budgets & window tab: seed 002', () => {
  it('opens on the default batch: 45,231 chars cut to 35,002 + 1,000 with the comma-thousands marker', async () => {
    await openTab()
    expect(kept('0-0')).toBe('35,002 + 1,000')
    expect(kept('0-1')).toBe('12,400 whole')
    const calls = screen.getByRole('table', { name: 'Truncation per call' })
    expect(calls.textContent).toContain('\\n...[45,231 chars, showing first/last portions]...\\n')
    expect(text('tb-headroom')).toBe('Headroom: 99,933 tokens of 128,000 (78.1%)')
    expect(text('tb-context-config')).toBe('Budget:\n  default_tool_max:       10,000')
    expect(text('config-code-praisonai-env')).toContain('\nexport PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=10000\n')
  })

  it('a 16,000-token window overflows: the warning says by how much, and that the reservations do not fit', async () => {
    const { user } = await openTab()
    await user.selectOptions(screen.getByLabelText('Model window'), '16000')
    const overflow = await screen.findByTestId('tb-overflow')
    expect(overflow.textContent).toMatch(
      /^Overflow: the parts need [\d,]+ tokens, [\d,]+ more than the 16,000-token window\.$/,
    )
    expect(screen.getByText(/is smaller than the reserved parts \(35,000 tokens/)).toBeTruthy()
  })

  it('schemas that are no tool list are named where they were pasted; the text stays; the last window stays, stale', async () => {
    await openTab()
    const area = screen.getByLabelText(
      'Tool schemas (paste OpenAI, Anthropic, MCP or Ollama tools, or a transcript that offers them)',
    ) as HTMLTextAreaElement
    fireEvent.change(area, { target: { value: '{"name": "fetch"}' } })
    const warnings = await screen.findByRole('list', { name: 'Warnings: schemas' })
    expect(warnings.textContent).toMatch(
      /^Tool schemas: This is a JSON object with keys name: not a transcript, trace, session, tool list or category map this app reads\.$/,
    )
    expect(area.value).toBe('{"name": "fetch"}')
    expect(screen.getByText(/^stale: the tool schemas do not read/)).toBeTruthy()
    expect(within(screen.getByTestId('tb-part-toolSchemas')).getByText('64')).toBeTruthy()
    fireEvent.change(area, { target: { value: '[{"name": "fetch", "inputSchema": {}}]' } })
    await waitFor(() => expect(text('tb-schemas-summary')).toMatch(/^1 tool \(MCP\): \d+ tokens/))
  })

  it('a zero cap is refused in the field; the last good result stays, marked stale', async () => {
    const { user } = await openTab()
    const field = screen.getByLabelText('default_tool_output_max (tokens)') as HTMLInputElement
    await user.clear(field)
    await user.type(field, '0')
    expect(screen.getByRole('alert').textContent).toBe('default_tool_output_max must be at least 1 token')
    expect(field.value).toBe('0')
    expect(screen.getAllByText(/^stale:/).length).toBeGreaterThan(0)
    expect(kept('0-0')).toBe('35,002 + 1,000')
  })

  it('a protected per-tool budget shows in /context config and the ManagerConfig snippet', async () => {
    const { user } = await openTab()
    await user.selectOptions(screen.getByLabelText('Set a budget for a tool of the calls'), 'read_file')
    const max = await screen.findByLabelText('max_tokens for read_file')
    await user.clear(max)
    await user.type(max, '5000')
    await user.click(screen.getByLabelText('read_file protected'))
    await waitFor(() => expect(text('tb-context-config')).toContain('read_file: 5,000 (protected)'))
    expect(text('config-code-praisonai')).toContain(
      '"read_file": PerToolBudget(tool_name="read_file", max_output_tokens=5000, protected=True),',
    )
    expect(text('config-code-praisonai')).toContain('protected_tools=["read_file"],')
    // 5,000 tokens: max_chars = int(45,231 × (5,000 / 11,307) × 0.9) = 18,001, tail 1,000
    await waitFor(() => expect(kept('0-0')).toBe('17,001 + 1,000'))
  })

  it('the PraisonAI-as-documented preset switches the truncation and keeps the calls', async () => {
    const { user } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Presets ▾' }))
    await user.click(await screen.findByRole('button', { name: /^PraisonAI, as documented/ }))
    await waitFor(() => expect(kept('0-0')).toBe('36,002 + 0'))
    expect(screen.getByRole('table', { name: 'Truncation per call' }).textContent).toContain(
      '\\n...[output truncated]...',
    )
    expect(kept('0-1')).toBe('12,400 whole')
    // The preset's summary follows what it changed, tab by tab (defect 12).
    expect(screen.getByTestId('notice-preset').textContent).toMatch(
      /^Preset “PraisonAI, as documented”: Changed on Strategies compared, .*; on Tool budgets & window, .* 10,000 tokens per tool \(PraisonAI heuristic\), head-only truncation/,
    )
  })

  it('a cap set as 25% of the window resolves to 32,000 tokens, shown beside the field and used by every call', async () => {
    const { user } = await openTab()
    await user.type(
      screen.getByLabelText('or % of window', {
        selector: `#${(screen.getAllByLabelText('or % of window')[0] as HTMLElement).id}`,
      }),
      '25',
    )
    await screen.findByText('→ 32,000 tokens (replaces the number)')
    await waitFor(() =>
      expect(screen.getByTestId('tb-call-0-0').querySelector('[data-col="budget"]')?.textContent).toBe(
        '32,000*',
      ),
    )
    expect(kept('0-0')).toBe('45,231 whole')
    expect(text('tb-config-default')).toContain('32,000 = 25% of 128,000')
  })

  it('the presets menu works from the keyboard: first preset focused, arrows move, Escape returns', async () => {
    const { user } = await openTab()
    const trigger = screen.getByRole('button', { name: 'Presets ▾' })
    await user.click(trigger)
    const first = await screen.findByRole('button', { name: /^Ethos, as documented/ })
    await waitFor(() => expect(document.activeElement).toBe(first))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toMatch(/^Ethos, as its code is today/)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(document.activeElement?.textContent).toMatch(/^WhatsApp assistant/)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Presets' })).toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Presets ▾' })),
    )
  })

  it('a pasted OpenAI conversation becomes history; a broken one is named and kept', async () => {
    await openTab()
    const area = screen.getByLabelText(
      /^Earlier conversation \(optional: paste a transcript or recording/,
    ) as HTMLTextAreaElement
    const convo = [
      { role: 'user', content: 'grep the logs' },
      { role: 'assistant', tool_calls: [{ id: 'a', function: { name: 'grep', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'a', content: 'x'.repeat(9_000) },
    ]
    fireEvent.change(area, { target: { value: JSON.stringify(convo) } })
    await waitFor(() => expect(text('tb-transcript-summary')).toMatch(/^2 messages, 1 turn with tool calls/))
    expect(text('tb-transcript-read')).toBe(
      'Read as OpenAI Chat Completions, messages, 1 tool call in 1 batch, 1 result.',
    )
    const grep = screen.getByTestId('tb-msg-3')
    expect(grep.textContent).toContain('transcript')
    expect(grep.querySelector('[data-col="kept"]')?.textContent).toBe('4,025')
    // A result without its call is named, never dropped in silence or given an invented call.
    fireEvent.change(area, { target: { value: '[{"role": "tool", "tool_call_id": "q", "content": "x"}]' } })
    await waitFor(() =>
      expect(text('tb-transcript-read')).toContain(
        'A result at $[0] for call “q” answers no call in the file (1 chars): not imported.',
      ),
    )
    fireEvent.change(area, { target: { value: '[{"role": "user"' } })
    const warning = await screen.findByRole('list', { name: 'Warnings: transcript' })
    expect(warning.textContent).toMatch(/^The earlier conversation: not valid JSON: .*\(line 1, column 17\)/)
    expect(area.value).toBe('[{"role": "user"')
  })
})
