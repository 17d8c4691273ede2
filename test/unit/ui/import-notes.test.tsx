// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ImportNotes, NOTES_SHOWN } from '../../../src/ui/import/ImportNotes.tsx'

afterEach(cleanup)

describe('ImportNotes', () => {
  it('lists 100,000 unreadable items as the first 200 and how many more, counting every one', () => {
    const notes = Array.from({ length: 100_000 }, (_, i) => ({
      message: `item ${i}: not a tool`,
      line: i + 1,
    }))
    render(<ImportNotes summary="a tool list" notes={notes} testId="n" />)
    expect(screen.getByText(/^100,000 notes on what could not be mapped/)).toBeTruthy()
    const items = screen.getByTestId('n').querySelectorAll('li')
    expect(items).toHaveLength(NOTES_SHOWN + 1)
    expect(items[0]?.textContent).toBe('line 1: item 0: not a tool')
    expect(items[NOTES_SHOWN - 1]?.textContent).toBe(
      `line ${NOTES_SHOWN}: item ${NOTES_SHOWN - 1}: not a tool`,
    )
    expect(screen.getByTestId('notes-more').textContent).toBe('and 99,800 more notes, not listed')
  })

  it('lists every note when there are no more than that', () => {
    const notes = Array.from({ length: NOTES_SHOWN }, (_, i) => `note ${i}`)
    render(<ImportNotes summary={null} notes={notes} testId="n" />)
    expect(screen.getByTestId('n').querySelectorAll('li')).toHaveLength(NOTES_SHOWN)
    expect(screen.queryByTestId('notes-more')).toBeNull()
  })
})
