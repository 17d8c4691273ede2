// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { callCard, column, numbersTable, renderApp } from './render-app.tsx'

describe('BatchEditor: calls of one parallel batch', () => {
  it('+ Call makes 4 calls at 20,000 each; removing every call leaves the "No calls" note', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: '+ Call' }))
    await waitFor(() => expect(column('budget')).toEqual(Array(4).fill('20,000 share')))
    expect(screen.getByRole('heading', { name: /parallel batch of 4 calls/ })).toBeTruthy()
    expect(screen.getByTestId('explain').textContent).toContain('floor(80,000 / 4) = 20,000 chars')
    // the new call repeats the last call's tool, with 10,000 chars of sample output
    expect(column('raw')).toEqual(['45,231', '12,400', '31,050', '10,000'])

    for (let left = 4; left > 0; left--) {
      await user.click(screen.getByRole('button', { name: 'Remove call 1' }))
      await waitFor(() => expect(column('budget')).toHaveLength(left - 1))
    }
    expect(screen.getByText(/^No calls: in seed 003's loop/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: /parallel batch of 0 calls/ })).toBeTruthy()
    expect(screen.getByTestId('explain').textContent).toContain('floor(80,000 / max(0, 1)) = 80,000 chars')
    expect(screen.getByTestId('turn-end').textContent).toContain(
      'Turn completes: iteration without tool calls',
    )
    // and the app still takes edits
    await user.click(screen.getByRole('button', { name: '+ Call' }))
    await waitFor(() => expect(column('budget')).toEqual(['80,000 share']))
  })

  it('an error result is never trimmed: delivered equals raw, with no marker', async () => {
    const { user } = await renderApp()
    await user.click(within(callCard(1)).getByRole('checkbox', { name: 'error result (never trimmed)' }))
    const row = await within(numbersTable()).findByText('error: never trimmed')
    expect(row.closest('tr')?.getAttribute('data-testid')).toBe('call-row-0')
    expect(column('raw')[0]).toBe('45,231')
    expect(column('delivered')[0]).toBe('45,231')
    expect(column('kept')[0]).toBe('45,231')
    expect(column('cut')[0]).toBe('—')
    // its budget is still its share; it is just not applied
    expect(column('budget')[0]).toBe('26,666 share')
    const preview = screen.getByTestId('preview-0')
    expect(preview.textContent).toContain('error result, delivered whole: 45,231 chars')
    expect(within(preview).queryByText(/truncated/)).toBeNull()
    // the other calls are unchanged
    expect(column('delivered').slice(1)).toEqual(['12,400', '26,698'])
  })

  it('tool names such as __proto__, constructor and HTML are plain text and plain keys', async () => {
    const { user } = await renderApp()
    const names = ['__proto__', 'constructor', '<img src=x onerror=alert(1)>']
    for (const [i, name] of names.entries()) {
      const input = within(callCard(i + 1)).getByRole('textbox', { name: `Tool name of call ${i + 1}` })
      await user.clear(input)
      await user.type(input, name)
      expect((input as HTMLInputElement).value).toBe(name)
    }
    await waitFor(() =>
      expect([...numbersTable().querySelectorAll('tbody td.tool-name')].map((td) => td.textContent)).toEqual(
        names,
      ),
    )
    expect(document.querySelector('img')).toBeNull()
    const caps = screen.getByRole('region', { name: 'Per-tool maxResultChars' })
    expect([...caps.querySelectorAll('tbody td.tool-name')].map((td) => td.textContent)).toEqual([
      'read_file',
      ...names,
    ])
    expect(column('budget')).toEqual(Array(3).fill('26,666 share'))

    // a cap on __proto__ applies to that call only
    await user.type(screen.getByLabelText('maxResultChars for __proto__'), '1000')
    await waitFor(() => expect(column('budget')).toEqual(['1,000 cap', '26,666 share', '26,666 share']))
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).maxResultChars).toBeUndefined()
    expect(document.querySelector('img')).toBeNull()
  })
})
