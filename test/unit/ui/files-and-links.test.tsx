// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { writeScenarioFile } from '../../../src/engine/write-scenario.ts'
import { column, renderApp } from './render-app.tsx'

const fileInput = () => screen.getByTestId('file-input') as HTMLInputElement
const jsonFile = (name: string, text: string) => new File([text], name, { type: 'application/json' })

describe('Header: opening a scenario file', () => {
  it('invalid JSON names the file, line and column, and leaves the scenario as it was', async () => {
    const { user, store } = await renderApp()
    const before = store.getState().scenario
    await user.upload(fileInput(), jsonFile('broken.json', '{\n  "version": 1,\n  "title": oops\n}\n'))
    const notice = await screen.findByTestId('notice-open')
    expect(notice.getAttribute('role')).toBe('alert')
    expect(notice.textContent).toContain(
      "File broken.json: Could not open it: not valid JSON: Unexpected token 'o' (line 3, column 12). Your scenario is unchanged.",
    )
    expect(store.getState().scenario).toBe(before)
    expect(store.getState().past).toHaveLength(0)
    expect(column('budget')).toEqual(Array(3).fill('26,666 share'))
  })

  it('a valid file loads: its numbers replace the old ones and the error notice goes', async () => {
    const { user, store } = await renderApp()
    await user.upload(fileInput(), jsonFile('broken.json', '{'))
    await screen.findByTestId('notice-open')

    const scenario = defaultScenario()
    scenario.title = 'Sixty thousand'
    scenario.resultBudget.resultBudgetChars = 60_000
    await user.upload(fileInput(), jsonFile('good.json', writeScenarioFile(scenario)))
    await waitFor(() => expect(column('budget')).toEqual(Array(3).fill('20,000 share')))
    expect(screen.queryByTestId('notice-open')).toBeNull()
    expect((screen.getByLabelText('Scenario title') as HTMLInputElement).value).toBe('Sixty thousand')
    expect(
      (screen.getByLabelText('resultBudgetChars (chars per parallel batch)') as HTMLInputElement).value,
    ).toBe('60,000')
    expect(store.getState().past).toHaveLength(1) // loading is one undoable step
  })
})

describe('Startup: a damaged share link', () => {
  it('says what failed, opens the defaults and keeps the link text to reveal', async () => {
    const { user } = await renderApp({ hash: '#s=1.AAAA' })
    const notice = screen.getByRole('alert')
    expect(notice.getAttribute('data-testid')).toBe('notice-share-link')
    expect(notice.textContent).toContain(
      'Share link: Share link is damaged or cut: invalid zlib data. The default scenario opened instead.',
    )
    expect(column('budget')).toEqual(Array(3).fill('26,666 share'))

    expect(within(notice).queryByRole('textbox')).toBeNull()
    await user.click(within(notice).getByRole('button', { name: 'show the link text (9 chars)' }))
    const kept = within(notice).getByRole('textbox', {
      name: 'The link text as received',
    }) as HTMLTextAreaElement
    expect(kept.value).toBe('#s=1.AAAA')
    expect(kept.readOnly).toBe(true)
    await user.click(within(notice).getByRole('button', { name: 'hide the link text (9 chars)' }))
    expect(within(notice).queryByRole('textbox')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Dismiss message about Share link' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
