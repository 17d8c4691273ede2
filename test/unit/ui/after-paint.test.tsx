// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterPaint } from '../../../src/ui/layout/use-after-paint.ts'

function Shown({ value }: { value: string }) {
  return <output data-testid="shown">{useAfterPaint(value)}</output>
}

describe('useAfterPaint: a slow part follows the rest of the page', () => {
  it('shows the first value at once, a new one only after the next frame, and skips one replaced meanwhile', async () => {
    const { rerender } = render(<Shown value="a" />)
    expect(screen.getByTestId('shown').textContent).toBe('a')

    act(() => rerender(<Shown value="b" />))
    // Still the old value in the render that brought the new one: the rest of the page paints first.
    expect(screen.getByTestId('shown').textContent).toBe('a')
    act(() => rerender(<Shown value="c" />))
    expect(screen.getByTestId('shown').textContent).toBe('a')

    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(screen.getByTestId('shown').textContent ?? ''))
    observer.observe(screen.getByTestId('shown'), { childList: true, characterData: true, subtree: true })
    await screen.findByText('c')
    observer.disconnect()
    expect(seen).not.toContain('b')
  })
})
