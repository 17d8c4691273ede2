// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

/** Opens the app on the Strategies compared tab and waits for its first report (the real engine, in the page). */
async function openStrategies() {
  const app = await renderApp()
  await app.user.click(screen.getByRole('tab', { name: 'Strategies compared' }))
  await screen.findByTestId('st-comparison')
  return app
}

const rowOf = (caption: RegExp, name: RegExp) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .find((r) => name.test(r.textContent ?? '')) as HTMLElement

describe('Strategies compared tab', () => {
  it('compares seed 003’s even split with water-filling on the default batch', async () => {
    await openStrategies()
    const even = rowOf(/^Every split/, /^Even/)
    expect(even.textContent).toContain('26,666 / 26,666 cut')
    expect(even.textContent).toContain('14,266')
    const wf = rowOf(/^Every split/, /^Water-filling/)
    expect(wf.textContent).toContain('36,550 / 36,550 cut')
    expect(wf.textContent).toContain('80,000')
  })

  it('says which split and which trim lose the least, from the table’s own numbers', async () => {
    await openStrategies()
    const [splits, trims] = screen.getAllByTestId('st-verdict').map((p) => p.textContent)
    // 45,231 + 12,400 + 31,050 = 88,681 raw chars; water-filling keeps 80,000 of them, even 65,732.
    expect(splits).toBe(
      'Loses the least: Water-filling keeps 80,000 chars of the 88,681 chars raw (9.8% cut). The chosen Even keeps 65,732 chars (25.9% cut). Wastes the least: Water-filling (0 chars).',
    )
    expect(trims).toMatch(/^Loses the least: Head, Middle 50\/50 keep 65,732 chars of the 88,681 chars raw/)
    // Every trim runs under the same even split, so they waste alike: said once, not listed.
    expect(trims).toMatch(/Wastes the least: all alike \(14,266 chars\)\.$/)
  })

  it('shows the seed 003 marker under the head trim, and seed 002’s today under head + tail', async () => {
    await openStrategies()
    expect(screen.getByTestId('st-preview-head').textContent).toContain('[truncated — 45231 chars total]')
    expect(screen.getByTestId('st-preview-head-tail').textContent).toContain(
      '...[45,231 chars, showing first/last portions]...',
    )
  })

  it('says so when a token measure has no tokenizer (the in-page engine loads none) and estimates instead', async () => {
    const { user } = await openStrategies()
    await user.selectOptions(screen.getByLabelText('Measure'), 'o200k_base')
    await waitFor(() =>
      expect(screen.getByTestId('st-fallback').textContent).toContain(
        'o200k_base is not loaded: chars/4 estimates shown instead',
      ),
    )
    await screen.findByText(/Batch #1: 3 calls sharing ≈20,000 tokens/)
  })

  it('leaves a pre-trimming tool alone once its box is ticked', async () => {
    const { user } = await openStrategies()
    await user.click(screen.getByLabelText('read_file pre-trims to its budget'))
    await waitFor(() =>
      expect(rowOf(/^Every split/, /^Even/).textContent).toContain('26,666 / 26,666 pre-trimmed'),
    )
  })
})

describe('Strategies compared tab: bad input', () => {
  it('keeps a bad weight in its field with a message, marks the result stale, and keeps the last good numbers', async () => {
    const { user } = await openStrategies()
    const weight = screen.getByLabelText('weight of read_file')
    await user.clear(weight)
    await user.type(weight, '-2')
    await screen.findByText('weight cannot be negative')
    expect((weight as HTMLInputElement).value).toBe('-2')
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toMatch(/stale/)
    expect(rowOf(/^Every split/, /^Even/).textContent).toContain('26,666 / 26,666 cut')
  })

  it('warns that a budget of 0 keeps nothing', async () => {
    const { user } = await openStrategies()
    const budget = screen.getByLabelText(/^Batch budget/)
    await user.type(budget, '0')
    await screen.findByText(/The batch budget is 0: every output that is not empty is cut to nothing/)
  })
})
