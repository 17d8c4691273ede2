// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { callCard, column, renderApp } from './render-app.tsx'

const monaco = vi.hoisted(() => ({ loaded: false }))
vi.mock('../../../src/ui/editor/MonacoOutput.tsx', () => {
  monaco.loaded = true
  return { default: () => null }
})

const MIB = 1024 * 1024

describe('OutputEditor in a page without workers', () => {
  it('"Edit as text" gives a plain textarea and never loads Monaco', async () => {
    const { user } = await renderApp()
    await user.click(within(callCard(2)).getByRole('button', { name: 'Edit as text' }))
    const area = within(callCard(2)).getByRole('textbox', { name: 'Output of call 2' })
    expect(area.tagName).toBe('TEXTAREA')
    expect((area as HTMLTextAreaElement).value).toHaveLength(12_400)
    expect((area as HTMLTextAreaElement).value.startsWith('000001 lorem ipsum')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20)) // past the idle tick that would swap Monaco in
    expect(screen.queryByTestId('monaco-host')).toBeNull()
    expect(monaco.loaded).toBe(false)
    expect(column('raw')).toEqual(['45,231', '12,400', '31,050'])
  })

  it('a 50 MiB paste is evaluated: raw 52,428,800 and its marker, in a plain editor', async () => {
    const { user } = await renderApp()
    await user.click(within(callCard(1)).getByRole('button', { name: 'Edit as text' }))
    const area = within(callCard(1)).getByRole('textbox', { name: 'Output of call 1' })
    fireEvent.change(area, { target: { value: 'x'.repeat(50 * MIB) } })

    await waitFor(() => expect(column('raw')).toEqual(['52,428,800', '12,400', '31,050']))
    expect(column('budget')[0]).toBe('26,666 share')
    expect(column('cut')[0]).toBe('52,402,134')
    expect(column('delivered')[0]).toBe('26,701') // 26,666 + the 35-char marker
    expect(within(screen.getByTestId('preview-0')).getByText(/truncated/).textContent).toBe(
      '\n[truncated — 52428800 chars total]',
    )
    expect(within(callCard(1)).getByText('52,428,800 chars')).toBeTruthy()
    expect(within(callCard(1)).getByText(/^Large output \(52,428,800 chars\): read-only here/)).toBeTruthy()
    expect(monaco.loaded).toBe(false)
    // the page still answers edits
    await user.click(screen.getByRole('button', { name: '+ Call' }))
    await waitFor(() => expect(column('budget')).toEqual(Array(4).fill('20,000 share')))
  })
})
