// Layout at the widths new users had (issue 24, "Also found by new users"): at 1,024 and 1,366 px the Replay
// table cut its columns mid-word with no sign that it scrolls, the header's made title was cut, "+ Call"
// wrapped, and on two columns the Result budget's calls started ~1,000 px down.
import { check, shot, TABS, waitForSettled, waitInPage } from './helpers.mjs'

/**
 * In the page: what of the Replay table a reader cannot see and is not told about. Text cut inside its cell
 * (an element that hides its overflow, wider than its box) is always wrong; a cell running past the scroll
 * region's edge is fine only while that edge shows it (fade on, "scroll →" line shown, region focusable).
 */
function replayClipping() {
  const region = document.querySelector('.rp-scroll')
  const table = region?.querySelector('table')
  if (!region || !table) return ['no Replay table']
  const problems = []
  for (const el of table.querySelectorAll('*')) {
    const style = getComputedStyle(el)
    const hides = ['hidden', 'clip'].includes(style.overflowX)
    if (hides && el.scrollWidth > el.clientWidth + 1) {
      problems.push(
        `"${el.textContent.trim().slice(0, 40)}" is cut inside its cell (${el.scrollWidth} > ${el.clientWidth} px)`,
      )
    }
  }
  const box = region.getBoundingClientRect()
  const frame = region.parentElement
  const hint = document.querySelector('[data-testid="scroll-hint"]')
  const hintShown = hint !== null && hint.getBoundingClientRect().height > 0
  const cells = [...table.querySelectorAll('th, td')]
  const pastRight = cells.filter((c) => c.getBoundingClientRect().right > box.right + 1)
  const pastLeft = cells.filter(
    (c) => getComputedStyle(c).position !== 'sticky' && c.getBoundingClientRect().left < box.left - 1,
  )
  for (const [side, past, fadeClass] of [
    ['right', pastRight, 'more-right'],
    ['left', pastLeft, 'more-left'],
  ]) {
    if (past.length === 0) continue
    const first = `"${past[0].textContent.trim().slice(0, 30)}"`
    if (!frame?.classList.contains(fadeClass))
      problems.push(`${first} runs past the ${side} edge with no fade`)
    if (!hintShown) problems.push(`${first} runs past the ${side} edge with no "scroll" line`)
    if (region.tabIndex !== 0) problems.push(`the table scrolls but cannot be focused to scroll it`)
  }
  return problems
}

/** In the page: whether the Replay region's edges and tab stop agree with its overflow (it measures after layout). */
function edgesSettled() {
  const region = document.querySelector('.rp-scroll')
  if (!region) return false
  const frame = region.parentElement
  const wide = region.scrollWidth > region.clientWidth + 1
  const shown = frame.classList.contains('more-left') || frame.classList.contains('more-right')
  return wide === shown && wide === (region.tabIndex === 0)
}

/**
 * In the page: the selects whose chosen option is cut ("128k (gpt-4o-mini, Pr"), by the option's text width
 * against the select's box less its padding and the 18 px of its arrow.
 */
function cutSelects() {
  const ctx = document.createElement('canvas').getContext('2d')
  const cut = []
  for (const select of document.querySelectorAll('select')) {
    const text = select.selectedOptions[0]?.text
    if (!select.offsetParent || !text) continue
    const style = getComputedStyle(select)
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 18
    const need = ctx.measureText(text).width
    if (need > room)
      cut.push(
        `${select.getAttribute('aria-label')}: "${text}" (${Math.ceil(need)} > ${Math.floor(room)} px)`,
      )
  }
  return cut
}

/** In the page: the header's title field, and whether its text (the user's, else the made one) fits in it. */
function titleFit() {
  const input = document.querySelector('[data-testid="scenario-title"]')
  const style = getComputedStyle(input)
  const ctx = document.createElement('canvas').getContext('2d')
  ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  const text = input.value || input.placeholder
  const room =
    input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
  const need = ctx.measureText(text).width
  return { text, need: Math.ceil(need), room: Math.floor(room), fits: need <= room + 0.5 }
}

export const tests = [
  {
    name: 'layout widths: the Replay table at 1,024, 1,366 and 1,400 px cuts no text inside a cell, and a column past an edge is shown to scroll',
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: 1400, height: 900 } })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      await page.getByRole('tab', { name: 'Replay' }).click()
      await waitForSettled(page, '[data-testid="rp-turn-yours"]')
      let scrolledAt = null
      for (const width of [1024, 1366, 1400]) {
        await page.setViewportSize({ width, height: 900 })
        // The region measures itself after layout (a ResizeObserver): once what it shows agrees with its
        // overflow, what is seen is checked (a region that never shows it fails below, not on the wait).
        await waitInPage(page, edgesSettled).catch(() => {})
        const problems = await page.evaluate(replayClipping)
        check(problems.length === 0, `Replay at ${width} px: ${problems.join('; ')}`)
        const wide = await page.locator('.rp-scroll').evaluate((el) => el.scrollWidth > el.clientWidth + 1)
        if (wide) scrolledAt ??= width
        await shot(page, `layout-widths-replay-${width}`)
      }
      // 1,024 px cannot hold eight framework columns of readable width: there it scrolls, and says so.
      check(scrolledAt === 1024, `the Replay table first scrolled at ${scrolledAt} px, not at 1,024`)

      // Scrolled to its end by the hint's button: the last column shows whole, the left edge now says there is
      // more, and the call column stays in view.
      await page.setViewportSize({ width: 1024, height: 900 })
      const hint = page.getByTestId('scroll-hint')
      await hint.waitFor()
      const right = hint.getByRole('button', { name: 'scroll →' })
      await right.click()
      await waitInPage(page, () => document.querySelector('.rp-scroll').scrollLeft > 0)
      // the rest of the way at once (a smooth scroll may still run: setting the position ends it)
      await page.locator('.rp-scroll').evaluate((el) => {
        el.scrollLeft = el.scrollWidth
      })
      await waitInPage(page, () => {
        const r = document.querySelector('.rp-scroll')
        return r.scrollLeft + r.clientWidth >= r.scrollWidth - 1
      })
      await waitInPage(page, () =>
        [...document.querySelectorAll('[data-testid="scroll-hint"] button')].some(
          (b) => b.textContent === 'scroll →' && b.disabled,
        ),
      )
      await waitInPage(page, () =>
        document.querySelector('.rp-scroll')?.parentElement?.classList.contains('more-left'),
      )
      const problems = await page.evaluate(replayClipping)
      check(problems.length === 0, `Replay scrolled to its end: ${problems.join('; ')}`)
      const edges = await page.evaluate(() => {
        const region = document.querySelector('.rp-scroll').getBoundingClientRect()
        const heads = [...document.querySelectorAll('.rp-table thead th')]
        const last = heads.at(-1).getBoundingClientRect()
        const call = document.querySelector('.rp-table tbody th').getBoundingClientRect()
        return {
          regionLeft: region.left,
          regionRight: region.right,
          lastRight: last.right,
          callLeft: call.left,
        }
      })
      check(
        edges.lastRight <= edges.regionRight + 1,
        `the last column ends at ${edges.lastRight}, past ${edges.regionRight}`,
      )
      check(
        Math.abs(edges.callLeft - edges.regionLeft) <= 1,
        `the call column scrolled away (${edges.callLeft})`,
      )
      await shot(page, 'layout-widths-replay-1024-end')
    },
  },
  {
    name: 'layout widths: at 1,024 and 1,366 px the header shows the whole made title and system, and every select its whole option, on every tab',
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: 1024, height: 900 } })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      for (const width of [1024, 1366]) {
        await page.setViewportSize({ width, height: 900 })
        for (const [tab, ready] of TABS) {
          await page.getByRole('tab', { name: tab }).click()
          await page.locator(ready).first().waitFor()
          const fit = await page.evaluate(titleFit)
          check(
            fit.fits,
            `${tab} at ${width} px: the title "${fit.text}" needs ${fit.need} px, has ${fit.room}`,
          )
          const chip = await page
            .locator('.system-chip')
            .evaluate((el) => ({ text: el.textContent, cut: el.scrollWidth > el.clientWidth + 1 }))
          check(!chip.cut, `${tab} at ${width} px: the system "${chip.text}" is cut`)
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
          check(scroll <= width, `${tab} at ${width} px: the page is ${scroll} px wide`)
          const cut = await page.evaluate(cutSelects)
          check(cut.length === 0, `${tab} at ${width} px: selects cut: ${cut.join('; ')}`)
        }
      }
    },
  },
  {
    name: 'layout widths: the Result budget calls editor starts in the first screen at 1,400, 1,366, 1,100 and 1,024 px, "+ Call" on one line',
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: 1400, height: 900 } })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      for (const width of [1400, 1366, 1100, 1024]) {
        await page.setViewportSize({ width, height: 900 })
        const where = await page.evaluate(() => {
          const heading = document.getElementById('batch-h')
          const add = [...heading.parentElement.querySelectorAll('button')].find(
            (b) => b.textContent === '+ Call',
          )
          const range = document.createRange()
          range.selectNodeContents(add)
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
          return { top: heading.getBoundingClientRect().top, lines }
        })
        check(where.top < 900 - 100, `at ${width} px the calls editor starts at ${Math.round(where.top)} px`)
        check(where.lines === 1, `at ${width} px "+ Call" takes ${where.lines} lines`)
        // the first call's output field is in the first screen too, not only the heading
        const field = await page.getByLabel('Generated sample output (chars)').first().boundingBox()
        check(
          field.y + field.height < 900,
          `at ${width} px call 1's output ends at ${Math.round(field.y + field.height)} px`,
        )
        await shot(page, `layout-widths-result-budget-${width}`)
      }
    },
  },
]
