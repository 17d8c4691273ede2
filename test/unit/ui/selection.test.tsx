// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app.tsx'

/** Opens the app, then the Tool selection tab, and waits for its first report. */
async function openSelection() {
  const app = await renderApp()
  await app.user.click(screen.getByRole('tab', { name: 'Tool selection' }))
  await screen.findByRole('table', { name: 'Allocation per strategy' })
  return app
}
const row = (strategy: string) => screen.getByTestId(`alloc-row-${strategy}`)
const cell = (strategy: string, col: string) =>
  row(strategy)
    .querySelector(`[data-col="${col}"]`)
    ?.textContent?.replace(/\u00a0/g, ' ')
const formula = () => screen.getByTestId('sel-formula').textContent ?? ''
const maxToolsField = () =>
  screen.getByLabelText('max_tools (slots; request_more_tools takes none)') as HTMLInputElement

describe('Tool selection tab: seed 004', () => {
  it('opens on the seed story: per_cat = max(2, 8 // 2) = 4, the fix gives 4 + 4, the bug 8 + 0', async () => {
    await openSelection()
    expect(formula()).toContain('= max(2, 8 // 2) = max(2, 4) = 4 slots per category')
    expect(cell('proportional', 'per-category')).toBe('projects 4github 4')
    expect(cell('pre-fix', 'per-category')).toBe('projects 8github 0')
    expect(cell('pre-fix', 'starved')).toBe('1')
    expect(cell('proportional', 'selected')).toBe('8')
    const slots = within(
      screen.getByRole('list', { name: 'The tool list of the first request' }),
    ).getAllByRole('listitem')
    expect(slots.map((s) => s.textContent)).toEqual([
      '0 request_more_tools',
      '1 create_project',
      '2 list_projects',
      '3 add_task',
      '4 update_task',
      '5 list_issues',
      '6 create_issue',
      '7 get_file_contents',
      '8 list_pull_requests',
    ])
    expect(screen.getByTestId('sel-schema').textContent).toContain(
      'Available categories: github, notes, projects, web.',
    )
  })

  it('three classified categories give max(2, 8 // 3) = 2 each; an unknown one is named where it was typed', async () => {
    const { user } = await openSelection()
    const classifier = screen.getByLabelText('classify_intent returned (in order; n = len(categories))')
    await user.clear(classifier)
    await user.type(classifier, 'projects, github, notes')
    await waitFor(() => expect(formula()).toContain('= max(2, 8 // 3) = max(2, 2) = 2 slots per category'))
    expect(cell('proportional', 'per-category')).toBe('projects 2github 2notes 2')
    expect(cell('redistribute', 'per-category')).toBe('projects 3github 3notes 2')
    await user.type(classifier, ', ghost')
    await screen.findByText(/^Unknown category ghost: counted in len\(categories\) = 4/)
  })

  it('a negative max_tools is refused in the field, the report is marked stale and the last good one stays', async () => {
    const { user } = await openSelection()
    await user.clear(maxToolsField())
    await user.type(maxToolsField(), '5')
    // max(2, 5 // 2) = 2 per category: 4 tools, one slot wasted
    await waitFor(() => expect(cell('proportional', 'selected')).toBe('4'))
    expect(cell('proportional', 'unused')).toBe('1')
    await user.clear(maxToolsField())
    await user.type(maxToolsField(), '-3')
    expect(screen.getByRole('alert').textContent).toBe('max_tools cannot be negative')
    expect(maxToolsField().value).toBe('-3')
    expect(screen.getAllByText(/^stale:/).length).toBeGreaterThan(0)
    expect(cell('proportional', 'selected')).toBe('4')
  })

  it('max_tools 10,000 takes every tool of the classified categories; 0 takes none (plain chat), but the pre-fix walk one', async () => {
    const { user } = await openSelection()
    await user.clear(maxToolsField())
    await user.type(maxToolsField(), '10000')
    await waitFor(() => expect(cell('proportional', 'selected')).toBe('17'))
    expect(cell('proportional', 'unused')).toBe('9,983')
    await user.clear(maxToolsField())
    await user.type(maxToolsField(), '0')
    await waitFor(() => expect(cell('proportional', 'selected')).toBe('0'))
    expect(cell('pre-fix', 'selected')).toBe('1')
    screen.getByText(
      /^max_tools is 0: the fix and our strategies select nothing \(plain chat\); the pre-fix walk/,
    )
    expect(screen.getByTestId('sel-plain-chat').textContent).toMatch(
      /^max_tools is 0, so the selection is empty/,
    )
  })

  it('a scripted request_more_tools(notes) loads three tools with the exact message, and costs an iteration', async () => {
    const { user } = await openSelection()
    await user.click(screen.getByRole('button', { name: '+ Iteration: request_more_tools(notes)' }))
    await waitFor(() =>
      expect(screen.getByTestId('sel-message').textContent).toBe(
        'Loaded 3 new tools: save_note, search_notes, list_notes',
      ),
    )
    const iter = screen.getByTestId('iter-row-2')
    expect(iter.querySelector('[data-col="tools"]')?.textContent).toBe('12')
    const text = screen.getByLabelText('Iteration 1')
    // select_tools(['projects']) alone: per_cat = 8, so the 4 projects tools not yet present come in
    fireEvent.change(text, { target: { value: 'request_more_tools(projects)' } })
    await waitFor(() =>
      expect(screen.getByTestId('sel-message').textContent).toBe(
        'Loaded 4 new tools: list_tasks, complete_task, delete_task, get_project',
      ),
    )
    fireEvent.change(text, { target: { value: 'request_more_tools(nonexistent)' } })
    await waitFor(() =>
      expect(screen.getByTestId('sel-message').textContent).toBe(
        'No new tools added (already available or unknown category)',
      ),
    )
  })

  it('a tool name over 200 chars is refused where it was typed', async () => {
    await openSelection()
    const tools = screen.getByLabelText(/^web: 2 tools/)
    fireEvent.change(tools, { target: { value: `web_search\n${'x'.repeat(201)}` } })
    expect(screen.getByRole('alert').textContent).toMatch(/^A name is at most 200 chars/)
    expect(screen.getByLabelText(/^web: 2 tools/)).toBeTruthy()
  })

  it('imports a toolsets map (categories) and keeps the classifier entries that still exist', async () => {
    const { user } = await openSelection()
    await user.click(
      screen.getByText('Import tools or categories (a tool list, a transcript, or a category map)'),
    )
    fireEvent.change(screen.getByLabelText('Tool schemas or categories as JSON'), {
      target: { value: '{"github": ["a", "b", "c"], "web": ["d"]}' },
    })
    await user.click(screen.getByRole('button', { name: 'Import' }))
    await screen.findByText(
      'Imported 2 categories (Tool categories: 2 categories, 4 tool names); the classifier keeps 1 of its entries.',
    )
    await waitFor(() => expect(cell('proportional', 'per-category')).toBe('github 3'))
    fireEvent.change(screen.getByLabelText('Tool schemas or categories as JSON'), {
      target: { value: '{"a": 1' },
    })
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect((await screen.findByText(/^Not imported: not valid JSON/)).getAttribute('role')).toBe('alert')
  })

  it('a tool can be marked unavailable in the table (not only in a file): the walk skips it and takes the next', async () => {
    const { user } = await openSelection()
    const box = screen.getByLabelText('create_project available (in all_tools_map)') as HTMLInputElement
    expect(box.checked).toBe(true)
    await user.click(box)
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'The tool list of the first request' }))
          .getAllByRole('listitem')
          .map((s) => s.textContent)
          .slice(0, 5),
      ).toEqual(['0 request_more_tools', '1 list_projects', '2 add_task', '3 update_task', '4 list_tasks']),
    )
    expect(
      (screen.getByLabelText('create_project available (in all_tools_map)') as HTMLInputElement).checked,
    ).toBe(false)
    expect(screen.getByText(/^1 tool is not in all_tools_map \(create_project\)/)).toBeTruthy()
    await user.click(screen.getByLabelText('create_project available (in all_tools_map)'))
    await waitFor(() => expect(screen.queryByText(/not in all_tools_map/)).toBeNull())
  })

  it('the classifier says none: plain chat, with no tool list, no request_more_tools and no loop', async () => {
    const { user } = await openSelection()
    const classifier = screen.getByLabelText('classify_intent returned (in order; n = len(categories))')
    await user.clear(classifier)
    await user.type(classifier, 'none')
    const plain = await screen.findByTestId('sel-plain-chat')
    expect(plain.textContent).toMatch(
      /^The classifier said none: plain chat: no tools are offered, not even request_more_tools, and there is no tool loop\./,
    )
    expect(screen.queryByRole('list', { name: 'The tool list of the first request' })).toBeNull()
    expect(screen.getByTestId('sel-meta-plain-chat').textContent).toMatch(
      /^Not offered: The classifier said none/,
    )
    expect(screen.getByTestId('sel-timeline-plain-chat').textContent).toBe(
      'Plain chat: one LLM call with no tools and no tool loop.',
    )
    expect(screen.queryByRole('table', { name: 'Iterations' })).toBeNull()
  })

  it("the meta tool's schema is the code's: JSON Schema parameters, 612 chars for the four default categories", async () => {
    await openSelection()
    const schema = JSON.parse(screen.getByTestId('sel-schema').textContent ?? '')
    expect(schema.function.parameters.required).toEqual(['categories'])
    expect(schema.function.parameters.properties.categories.description).toBe(
      'Category names to load. Must be chosen from: github, notes, projects, web',
    )
    expect(screen.getByText(/^Schema: 612 chars compact ≈ 153 tokens/)).toBeTruthy()
  })
})
