// seed 003's split: perCallBudget = floor(resultBudgetChars / calls), head trim past the budget.
import { BUDGET_LABEL, check, openApp, shot, waitForBudgets, waitForCell, waitForText } from './helpers.mjs'

// The default scenario's raw lengths (src/engine/defaults.ts).
const RAW = ['45,231', '12,400', '31,050']
const marker = (raw) => `\n[truncated — ${raw} chars total]`

export const tests = [
  {
    name: 'default budget of 80,000 chars splits over 3 calls: 26,666 each',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await waitForBudgets(page, 3, '26,666')
      for (const [i, raw] of RAW.entries()) await waitForCell(page, i, 'raw', raw)
      // call 2 (12,400) fits; calls 1 and 3 are cut to 26,666 plus the marker
      await waitForCell(page, 0, 'delivered', (26_666 + marker(45231).length).toLocaleString('en-US'))
      await waitForCell(page, 1, 'cut', '—')
      await waitForCell(page, 1, 'delivered', '12,400')
    },
  },
  {
    name: 'a 30,000 budget gives 10,000 per call and truncates call 2 with the exact marker',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('30000')
      await waitForBudgets(page, 3, '10,000')
      await waitForCell(page, 1, 'kept', '10,000')
      await waitForCell(page, 1, 'cut', '2,400')
      await waitForCell(page, 1, 'delivered', (10_000 + marker(12400).length).toLocaleString('en-US'))
      const row = page.locator('[data-testid="call-row-1"]')
      await row.getByText('truncated', { exact: true }).waitFor()
      const mark = page.locator('[data-testid="preview-1"] mark.marker')
      await mark.waitFor()
      const text = await mark.textContent()
      check(text === marker(12400), `call 2 marker is ${JSON.stringify(text)}`)
      check(await mark.isVisible(), 'call 2 marker is not visible')
      await page.locator('[data-testid="preview-1"]').scrollIntoViewIfNeeded()
      await shot(page, 'budget-30000')
    },
  },
  {
    name: 'the budget slider moves by keyboard and by drag and the numbers follow',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const field = page.getByLabel(BUDGET_LABEL, { exact: true })
      const slider = page.getByLabel('resultBudgetChars slider', { exact: true })
      await field.fill('30000')
      await waitForBudgets(page, 3, '10,000')

      await slider.focus()
      await page.keyboard.press('ArrowRight') // step 1,000
      await waitForBudgets(page, 3, '10,333') // floor(31,000 / 3)
      check((await field.inputValue()) === '31,000', `field shows ${await field.inputValue()}`)

      // drag the thumb past the right end: the slider's max, 400,000
      const box = await slider.boundingBox()
      const thumbX = box.x + (box.width * 31_000) / 400_000
      await page.mouse.move(thumbX, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
      await page.mouse.move(box.x + box.width + 40, box.y + box.height / 2, { steps: 5 })
      await page.mouse.up()
      await waitForBudgets(page, 3, '133,333')
      check((await field.inputValue()) === '400,000', `field shows ${await field.inputValue()}`)
      // all three outputs now fit whole
      for (const [i, raw] of RAW.entries()) await waitForCell(page, i, 'delivered', raw)
    },
  },
  {
    name: 'a negative budget is refused in the field, marks the results stale and keeps the last good numbers',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const field = page.getByLabel(BUDGET_LABEL, { exact: true })
      await field.fill('30000')
      await waitForBudgets(page, 3, '10,000')
      await field.fill('-5')
      await waitForText(page, 'resultBudgetChars cannot be negative')
      check((await field.inputValue()) === '-5', 'the field did not keep the typed "-5"')
      check((await field.getAttribute('aria-invalid')) === 'true', 'the field is not aria-invalid')
      await page.locator('section.results.stale').waitFor()
      await page.locator('.stale-badge').getByText('stale', { exact: false }).waitFor()
      // the last good result stays on screen
      await waitForBudgets(page, 3, '10,000')
      await waitForCell(page, 1, 'cut', '2,400')
      await shot(page, 'budget-negative')
    },
  },
]
