// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PASSAGES } from '../../../src/engine/seeds/passages.ts'
import { renderApp } from './render-app.tsx'

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

describe('the seed reader', () => {
  it("a formula's link opens seed 003 with its passage highlighted; Escape closes it and gives focus back", async () => {
    const { user } = await renderApp()
    const link = within(screen.getByTestId('explain')).getByRole('button', {
      name: 'Read the passage in seed 003: even split',
    })
    await user.click(link)
    const reader = await screen.findByRole('dialog', { name: 'Seed documents' })
    const mark = await within(reader).findByTestId('seed-passage')
    expect(squash(mark.textContent ?? '')).toBe(squash(PASSAGES['003/even-split'].quote))
    expect(within(reader).getByRole('button', { name: 'Seed 003' }).getAttribute('aria-pressed')).toBe('true')
    expect(reader.textContent).toContain('docs/seeds/003_302d8b8b23109594.txt')
    await waitFor(() => expect(document.activeElement?.id).toBe('seed-reader-h'))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Seed documents' })).toBeNull())
    expect(document.activeElement).toBe(link)
  })

  it('seed 003 opens at its own first line, without the scraped page’s "Skip to main content"', async () => {
    const { user } = await renderApp()
    await user.click(
      within(screen.getByTestId('explain')).getByRole('button', {
        name: 'Read the passage in seed 003: even split',
      }),
    )
    const text = await screen.findByTestId('seed-text')
    expect(text.textContent).toMatch(/^Why is there an 80k tool result budget\?/)
    expect(text.textContent).not.toContain('Skip to main content')
    expect(squash(within(text).getByTestId('seed-passage').textContent ?? '')).toBe(
      squash(PASSAGES['003/even-split'].quote),
    )
  })

  it('every passage link on the first tab names a passage the reader finds in its document', async () => {
    const { user } = await renderApp()
    const links = [...document.querySelectorAll<HTMLButtonElement>('button.seed-link')]
    expect(links.length).toBeGreaterThanOrEqual(6)
    for (const link of links) {
      const id = link.dataset.passage as keyof typeof PASSAGES
      await user.click(link)
      const mark = await screen.findByTestId('seed-passage')
      expect(squash(mark.textContent ?? ''), id).toBe(squash(PASSAGES[id].quote))
    }
  })

  it('a measure on Strategies compared cites the passages its label names, and they follow the measure', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('tab', { name: 'Strategies compared' }))
    const measure = await screen.findByRole('combobox', { name: 'Measure' })
    const cited = () =>
      [...(measure.closest('label')?.querySelectorAll<HTMLButtonElement>('button.seed-link') ?? [])].map(
        (b) => b.dataset.passage,
      )
    for (const [value, passages] of [
      ['chars', ['003/chars-not-tokens']],
      ['chars/4', ['003/why-80k', 'facts/004-window']],
      ['praisonai', ['facts/002-heuristic']],
      ['o200k_base', []],
    ] as const) {
      await user.selectOptions(measure, value)
      await waitFor(() => expect(cited()).toEqual(passages))
    }
    await user.selectOptions(measure, 'praisonai')
    await user.click(screen.getByRole('button', { name: 'Read the passage in seed facts: 002 heuristic' }))
    const mark = await screen.findByTestId('seed-passage')
    expect(squash(mark.textContent ?? '')).toBe(squash(PASSAGES['facts/002-heuristic'].quote))
  })

  it("the header's Seeds button opens the facts summary, and each document can be read whole", async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: 'Seeds' }))
    const reader = await screen.findByRole('dialog', { name: 'Seed documents' })
    expect(within(reader).getByTestId('seed-text').textContent).toMatch(
      /^# The seed documents: what the engine must reproduce/,
    )
    expect(within(reader).queryByTestId('seed-passage')).toBeNull()
    await user.click(within(reader).getByRole('button', { name: 'Seed 000' }))
    expect(within(reader).getByTestId('seed-text').textContent).toContain(
      'budget = min(9, MINIMUM + FILE_BONUS + COMPLEXITY)',
    )
    await user.click(within(reader).getByRole('button', { name: 'Close the seed reader' }))
    expect(screen.queryByRole('dialog', { name: 'Seed documents' })).toBeNull()
  })
})
