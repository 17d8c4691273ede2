// "Every formula, default and marker shown in the UI links to the passage it comes from": the list in
// test/fixtures/seed-citations.json, held to the page. On each tab, each cited text shows with a seed link beside
// it (within a few levels of the same element), and that link opens the reader on a highlighted passage that
// holds what the UI cites. test/unit/seed-citations.test.ts holds the passages to docs/seeds/.
import { readFile } from 'node:fs/promises'
import { check, openApp, openTab, TABS } from './helpers.mjs'

const { citations } = JSON.parse(
  await readFile(new URL('../fixtures/seed-citations.json', import.meta.url), 'utf8'),
)
const squash = (s) => s.replace(/\s+/g, ' ')

export const tests = [
  {
    name: 'seed links: every cited formula, default and marker shows beside a link that opens its passage, highlighted',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const problems = []
      for (const [tab] of TABS) {
        const here = citations.filter((c) => c.tab === tab)
        if (here.length === 0) continue
        await openTab(page, tab)
        for (const c of here) {
          // the index of the first link to the passage whose near ancestors show the cited text
          const index = await page.evaluate(({ passage, shown }) => {
            const links = [
              ...document.querySelectorAll(`#system-view button.seed-link[data-passage="${passage}"]`),
            ]
            return links.findIndex((link) => {
              let el = link.parentElement
              for (let up = 0; el && up < 4; up++, el = el.parentElement) {
                if (el.textContent.replace(/\s+/g, ' ').includes(shown)) return true
                if (el.tagName === 'SECTION') break
              }
              return false
            })
          }, c)
          if (index < 0) {
            problems.push(`${tab}: “${c.shown}” has no link to ${c.passage} beside it`)
            continue
          }
          // (a link inside a closed <details> is clicked as a keyboard user would after opening it)
          await page
            .locator(`#system-view button.seed-link[data-passage="${c.passage}"]`)
            .nth(index)
            .evaluate((b) => {
              const details = b.closest('details')
              if (details) details.open = true
              b.click()
            })
          const reader = page.getByRole('dialog', { name: 'Seed documents' })
          const mark = reader.getByTestId('seed-passage')
          await mark.waitFor()
          const text = squash((await mark.textContent()) ?? '')
          if (!text.includes(squash(c.cites)))
            problems.push(`${tab}: ${c.passage} highlights “${text.slice(0, 80)}”, not “${c.cites}”`)
          await page.keyboard.press('Escape')
          await reader.waitFor({ state: 'detached' })
        }
      }
      check(problems.length === 0, problems.join('\n'))
    },
  },
]
