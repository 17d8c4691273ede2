// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { evaluate } from '../../../src/engine/entry/evaluate.ts'
import { STORIES } from '../../../src/engine/gallery/stories.ts'
import { parseScenario } from '../../../src/engine/parse-scenario.ts'
import { renderApp } from './render-app.tsx'

/** An example file's text (from the repository's root: jsdom's own URL does not resolve file paths). */
const readExample = (file: string) => readFileSync(join(process.cwd(), 'public', 'examples', file), 'utf8')

/** The page's fetch of an example, answered from public/examples/ (no network in tests). */
async function serveExamples(url: string): Promise<Response> {
  const file = String(url).split('/examples/')[1] ?? ''
  try {
    return new Response(readExample(file))
  } catch {
    return new Response('', { status: 404 })
  }
}

afterEach(() => {
  history.replaceState(null, '', '/')
})

/** Every story that needs the report only (the Explore ones need a simulation: Chromium and the engine test them). */
const reportStories = STORIES.filter((s) => s.needs === 'report' && s.id !== 'chars-per-token')

describe('the gallery', () => {
  it('opens from the header and lists every story with Open and Present', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: 'Gallery' }))
    const dialog = await screen.findByRole('dialog', { name: /^Gallery: 13 stories/ })
    for (const story of STORIES) {
      expect(within(dialog).getByRole('button', { name: `Open the story: ${story.title}` })).toBeTruthy()
      expect(within(dialog).getByRole('button', { name: `Present the story: ${story.title}` })).toBeTruthy()
    }
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Gallery/ })).toBeNull())
  })

  it.each(reportStories.map((s) => [s.id, s]))(
    '%s opens its scenario and states the numbers the engine computes from it',
    async (_id, story) => {
      const { user, store } = await renderApp({ fetch: serveExamples })
      await user.click(screen.getByRole('button', { name: 'Gallery' }))
      await user.click(await screen.findByRole('button', { name: `Open the story: ${story.title}` }))
      const bar = await screen.findByRole('region', { name: story.title })
      expect(store.getState().scenario.view.tab).toBe(story.tab)
      // what the engine says, from the example file itself
      const parsed = parseScenario(JSON.parse(readExample(story.example)))
      if (!parsed.ok) throw new Error(story.example)
      const facts = story.facts({ scenario: parsed.scenario, report: evaluate(parsed.scenario), sim: null })
      expect(facts).not.toBeNull()
      await waitFor(
        () => {
          for (const [name, value] of Object.entries(facts ?? {}))
            expect(bar.querySelector(`[data-fact="${name}"]`)?.textContent, name).toBe(value)
        },
        { timeout: 15_000 },
      )
      // the scenario it replaced is one Undo away
      expect(store.getState().past.length).toBeGreaterThan(0)
    },
  )

  it('a story link (?story=) opens the app on the story, and the link leaves the address', async () => {
    history.replaceState(null, '', '/?story=category-starvation')
    const { store } = await renderApp({ fetch: serveExamples })
    await screen.findByRole('region', { name: 'The category starvation bug' }, { timeout: 15_000 })
    expect(store.getState().scenario.view.tab).toBe('selection')
    expect(location.search).toBe('')
  })

  it('an unknown story in a link says so and leaves the scenario alone', async () => {
    history.replaceState(null, '', '/?story=no-such-story')
    const { store } = await renderApp()
    await waitFor(() =>
      expect(
        store
          .getState()
          .notices.map((n) => n.message)
          .join(' '),
      ).toMatch(/No story named “no-such-story”/),
    )
    expect(store.getState().past).toEqual([])
  })
})
