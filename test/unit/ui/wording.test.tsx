// @vitest-environment jsdom
// Issue 12, defect 14: what the page says is English a person can read: counts agree with their noun, a field is
// named as the person sees it with its unit, a label never runs into its own count, and an empty cut is said so.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { budgetInput, renderApp } from './render-app.tsx'

describe('wording (defect 14)', () => {
  it('a bad success rate names the field without an empty unit; a negative latency names "latency", not latencyMs', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Explore / exploit' }))
    const p = await screen.findByLabelText('web_search success rate p', {}, { timeout: 15_000 })
    await user.clear(p)
    await user.type(p, 'x')
    expect(screen.getByRole('alert').textContent).toBe('success rate p must be a number, not “x”')
    await user.clear(p)
    await user.type(p, '0.6')
    const latency = screen.getByLabelText('web_search latency per call (ms)')
    await user.clear(latency)
    await user.type(latency, '-1')
    expect(screen.getByRole('alert').textContent).toBe('latency cannot be negative')
  })

  it('one tool is "1 tool", and a status label never runs into its count ("starved (cut): 4")', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Tool selection' }))
    const tools = await screen.findByLabelText(/^web: 2 tools, in order/, {}, { timeout: 15_000 })
    fireEvent.change(tools, { target: { value: 'web_search' } })
    await screen.findByLabelText(/^web: 1 tool, in order/)
    const classifier = screen.getByLabelText('classify_intent returned (in order; n = len(categories))')
    await user.clear(classifier)
    await user.type(classifier, 'projects, github, notes, web')
    const max = screen.getByLabelText('max_tools (slots; request_more_tools takes none)')
    await user.clear(max)
    await user.type(max, '3')
    // per_cat = max(2, 3 // 4) = 2: 2 + 2 + 2 + 1 taken, 4 of them cut by [:3]
    await waitFor(() =>
      expect(screen.getByTestId('sel-status-counts').textContent).toContain('starved (cut): 4'),
    )
    expect(screen.getByTestId('sel-status-counts').textContent).not.toMatch(/: \D[^·]*: /)
  })

  it('a batch of one call is "1 call"', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: 'Remove call 3' }))
    await user.click(screen.getByRole('button', { name: 'Remove call 2' }))
    await user.click(screen.getByRole('tab', { name: 'Strategies compared' }))
    await screen.findByText(/^Batch #1: 1 call sharing 80,000 chars/, {}, { timeout: 15_000 })
  })

  it('a budget of 0 keeps nothing and says so, instead of "keeps chars 1–0"', async () => {
    const { user } = await renderApp()
    await user.clear(budgetInput())
    await user.type(budgetInput(), '0')
    await screen.findAllByText(/keeps none of its 45,231 chars: only the marker is delivered/)
    expect(screen.queryByText(/keeps chars 1–0/)).toBeNull()
  })
})
