// Accessibility in Chromium: axe-core on every tab at 1,400 and 1,024 px and in the states people spend time in
// (Monaco open, a finished simulation, a bad input with the last result stale, the header menus open); 0
// critical, serious or moderate violations. Other views add a line each: `await expectAccessible(page, 'name')`.
import { expectAccessible } from './axe.mjs'
import { BUDGET_LABEL, check, openApp, openTab, shot, TABS } from './helpers.mjs'

/** Every tab at one width: each view settled, then checked whole (header, tabs, notices and the view). */
async function everyTab(newPage, origin, width) {
  const page = await openApp(newPage, `${origin}/`, { viewport: { width, height: 900 } })
  for (const [label] of TABS) {
    await openTab(page, label)
    await expectAccessible(page, `${label} at ${width} px`)
    await shot(page, `a11y-${width}-${label.replace(/\W+/g, '-').toLowerCase()}`)
  }
}

export const tests = [
  {
    name: 'a11y: every tab at 1,400 px has no critical, serious or moderate axe violation',
    run: ({ origin, newPage }) => everyTab(newPage, origin, 1400),
  },
  {
    name: 'a11y: every tab at 1,024 px has no critical, serious or moderate axe violation',
    run: ({ origin, newPage }) => everyTab(newPage, origin, 1024),
  },
  {
    name: 'a11y: Monaco open, a bad input with the last result stale, and the header menus pass axe',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const card = page.getByRole('article', { name: 'Call 1', exact: true })
      await card.getByRole('button', { name: 'Edit as text' }).click()
      await card.locator('[data-testid="monaco-host"] .monaco-editor .view-line').first().waitFor()
      await expectAccessible(page, 'Result budget with Monaco')

      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('-5')
      await page.locator('.results.stale').first().waitFor()
      await expectAccessible(page, 'Result budget, a bad budget and the last result stale')
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('80000')

      await page.getByRole('button', { name: /^Presets/ }).click()
      await page.getByRole('list', { name: 'Presets' }).waitFor()
      await expectAccessible(page, 'Presets menu open')
      await page.keyboard.press('Escape')

      await openTab(page, 'Plans & sentinel')
      await page.getByRole('button', { name: 'JSON', exact: true }).click()
      await page.locator('[data-testid="monaco-json"] .monaco-editor .view-line').first().waitFor()
      await expectAccessible(page, 'Plans with the plan JSON in Monaco')
    },
  },
]

/**
 * What has the focus now: an id stamped on the element (to tell when Tab has come round), whether it shows a
 * focus indicator (an outline or a box shadow; for Monaco, its focused frame), and whether it can be seen.
 */
function focused() {
  const el = document.activeElement
  if (!el || el === document.body || el === document.documentElement) return null
  window.__tabSeq ??= 0
  el.__tabId ??= ++window.__tabSeq
  const monaco = el.closest('.monaco-editor')
  const style = getComputedStyle(el)
  const ring =
    (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
    style.boxShadow !== 'none' ||
    monaco?.classList.contains('focused') === true
  const box = (monaco ?? el).getBoundingClientRect()
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''
  return {
    id: el.__tabId,
    ring,
    visible: box.width > 0 && box.height > 0,
    what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`,
  }
}

/** Tab presses between two readings of the record of tab stops. */
const TAB_BATCH = 16

/**
 * Writes down in the page (`window.__tabStops`) where each Tab lands, as `focused` sees it once the key comes up
 * (Monaco marks its frame focused in its own focus handler, before then), and null when the focus leaves the
 * page (the window blurs: no key comes up in it then) or rests on no control.
 */
function recordTabStops(focused) {
  window.__tabStops = []
  window.addEventListener('keyup', (e) => e.key === 'Tab' && window.__tabStops.push(focused()), true)
  window.addEventListener('blur', () => window.__tabStops.push(null))
}

/** Controls a keyboard user must be able to reach, by their ids (stamped as Tab reached them). */
function reachable() {
  const radios = new Set()
  return [
    ...document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ]
    .filter((el) => {
      if (el.disabled || el.closest('[inert], .monaco-editor') || el.getAttribute('tabindex') === '-1')
        return false
      // shown (not in a closed <details>, not display: none or visibility: hidden)
      if (!el.checkVisibility({ checkVisibilityCSS: true })) return false
      // a radio group is one tab stop: its checked radio, or its first when none is
      if (el.type === 'radio' && el.name) {
        const group = [...document.querySelectorAll(`input[type="radio"][name="${CSS.escape(el.name)}"]`)]
        const stop = group.find((r) => r.checked) ?? group[0]
        if (el !== stop || radios.has(el.name)) return false
        radios.add(el.name)
      }
      return true
    })
    .map((el) => ({
      id: el.__tabId ?? null,
      what: `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}"`,
    }))
}

tests.push({
  name: 'a11y: Tab reaches every control of every tab, each with a visible focus indicator, and nothing traps it',
  run: async ({ origin, newPage }) => {
    const page = await openApp(newPage, `${origin}/`)
    const card = page.getByRole('article', { name: 'Call 1', exact: true })
    await card.getByRole('button', { name: 'Edit as text' }).click()
    await card.locator('[data-testid="monaco-host"] .monaco-editor .view-line').first().waitFor()
    // Each Tab's landing is written down in the page as its key comes up (see `recordTabStops`): the walk asks
    // for the record once every TAB_BATCH presses, not after each (a third of the round trips to the page).
    await page.evaluate(`(${recordTabStops})(${focused})`)
    for (const [label] of TABS) {
      await openTab(page, label)
      await page.evaluate(() => window.__tabStops.splice(0))
      // From wherever the focus starts, round the whole page: out past the last control and back to the first
      // one this walk met. Meeting a control twice on the way is a trap.
      const seen = new Set()
      let first = null
      let leftPage = false
      let roundTrip = false
      const problems = []
      for (let pressed = 0; !roundTrip; ) {
        if (pressed >= 800) throw new Error(`${label}: Tab never came back round after 800 steps`)
        for (let i = 0; i < TAB_BATCH; i++) await page.keyboard.press('Tab')
        pressed += TAB_BATCH
        for (const now of await page.evaluate(() => window.__tabStops.splice(0))) {
          if (now === null) {
            leftPage = first !== null
            continue
          }
          if (now.id === first && leftPage) {
            roundTrip = true
            break
          }
          if (seen.has(now.id))
            throw new Error(`${label}: Tab came back to ${now.what} without leaving the page`)
          first ??= now.id
          seen.add(now.id)
          if (!now.ring) problems.push(`no visible focus indicator on ${now.what}`)
          if (!now.visible) problems.push(`the focus went to something not shown: ${now.what}`)
        }
      }
      const missed = (await page.evaluate(reachable)).filter((c) => c.id === null || !seen.has(c.id))
      for (const c of missed) problems.push(`Tab never reached ${c.what}`)
      check(problems.length === 0, `${label} (${seen.size} tab stops):\n    ${problems.join('\n    ')}`)
    }
  },
})
