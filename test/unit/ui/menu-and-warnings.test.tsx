// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { MenuButton } from '../../../src/ui/layout/MenuButton.tsx'
import { WarningsList } from '../../../src/ui/notices/WarningsList.tsx'

afterEach(cleanup)

function Menu({ acted }: { acted: string[] }) {
  return (
    <MenuButton label="Things ▾" title="things" listLabel="Things">
      {(close) =>
        ['one', 'two', 'three'].map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => {
                acted.push(name)
                close()
              }}
            >
              {name}
            </button>
          </li>
        ))
      }
    </MenuButton>
  )
}

describe('MenuButton: the header menus (Presets, Earlier work)', () => {
  it('opens on the first item; the arrow keys go round the items; Escape closes and gives focus back', async () => {
    const user = userEvent.setup()
    render(<Menu acted={[]} />)
    const trigger = screen.getByRole('button', { name: 'Things ▾' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('list', { name: 'Things' })).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('one')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('two')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(document.activeElement?.textContent).toBe('three')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('one')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('an item that acts closes the menu through close(); a press outside closes it too', async () => {
    const user = userEvent.setup()
    const acted: string[] = []
    render(
      <div>
        <Menu acted={acted} />
        <p>outside</p>
      </div>,
    )
    await user.click(screen.getByRole('button', { name: 'Things ▾' }))
    await user.click(screen.getByRole('button', { name: 'two' }))
    expect(acted).toEqual(['two'])
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Things ▾' }))
    await user.click(screen.getByText('outside'))
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull()
  })
})

describe('WarningsList: the engine warnings of one place', () => {
  it('draws nothing without warnings', () => {
    const { container } = render(<WarningsList label="Warnings: window" items={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('one note a warning, with what the view adds after it, its role, kind and test id', () => {
    render(
      <WarningsList
        label="Warnings: measure"
        items={[
          { message: 'a', after: ' (why)' },
          { message: 'b', kind: 'unknown-tool', key: 'k' },
        ]}
        role="alert"
        testId="w"
        className="extra"
      />,
    )
    const list = screen.getByRole('list', { name: 'Warnings: measure' })
    expect(list.className).toBe('sel-warnings extra')
    const items = screen.getAllByRole('alert')
    expect(items.map((li) => li.textContent)).toEqual(['a (why)', 'b'])
    expect(items[1]?.getAttribute('data-kind')).toBe('unknown-tool')
    expect(items.every((li) => li.getAttribute('data-testid') === 'w' && li.className === 'note')).toBe(true)
  })
})
