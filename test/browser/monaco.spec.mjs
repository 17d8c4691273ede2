// "Edit as text" swaps a call's generated sample for Monaco (bundled, lazy) over the text; the table follows.
import { check, openApp, shot, waitForCell } from './helpers.mjs'

/** 10,000 lines of 9 digits + "\n": exactly 100,000 chars; offset n sits on line floor(n / 10) + 1. */
const LINES = Array.from({ length: 10_000 }, (_, i) => `${String(i).padStart(9, '0')}\n`).join('')

/** Clicks "Edit as text" on call `n` (1-based) and waits for Monaco inside its card. */
async function editAsText(page, n) {
  const card = page.getByRole('article', { name: `Call ${n}`, exact: true })
  await card.getByRole('button', { name: 'Edit as text' }).click()
  const editor = card.locator('[data-testid="monaco-host"] .monaco-editor')
  await editor.waitFor({ timeout: 10_000 })
  return { card, editor }
}

/** The line number and text of the Monaco view line that holds the ✂ mark of the cut decoration. */
function cutLine(card) {
  return card.evaluate((el) => {
    const mark = el.querySelector('.monaco-cut-mark')
    const line = mark?.closest('.view-line')
    if (!line) return null
    const top = line.style.top
    const number = [...el.querySelectorAll('.margin-view-overlays > div')].find((d) => d.style.top === top)
    return {
      number: number?.textContent.trim(),
      text: line.textContent,
      cut: [...line.querySelectorAll('.monaco-cut')].map((s) => s.textContent).join(''),
    }
  })
}

export const tests = [
  {
    name: 'Edit as text loads Monaco from the page origin within 10 s',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const scripts = []
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
      const started = Date.now()
      const { card } = await editAsText(page, 1)
      const ms = Date.now() - started
      const monacoChunks = scripts.filter((u) => /MonacoOutput/.test(u))
      check(monacoChunks.length > 0, `no MonacoOutput chunk was requested; scripts: ${scripts.join(', ')}`)
      check(
        monacoChunks.every((u) => u.startsWith(`${origin}/`)),
        `Monaco came from elsewhere: ${monacoChunks}`,
      )
      // the sample text became editable text of the same length, so the numbers did not move
      await waitForCell(page, 0, 'raw', '45,231')
      await waitForCell(page, 0, 'kept', '26,666')
      check((await card.locator('.call-len').textContent()) === '45,231 chars', 'card length changed')
      await shot(page, `monaco-loaded-${ms < 10_000 ? 'ok' : 'slow'}`)
    },
  },
  {
    name: 'replacing the text in Monaco with 100,000 chars updates the raw length and marks the cut',
    timeout: 60_000,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const { card, editor } = await editAsText(page, 1)
      await editor.locator('.view-lines').click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.insertText(LINES)
      await waitForCell(page, 0, 'raw', '100,000', 15_000)
      await waitForCell(page, 0, 'budget', '26,666')
      await waitForCell(page, 0, 'kept', '26,666')
      await waitForCell(page, 0, 'cut', (100_000 - 26_666).toLocaleString('en-US'))
      check((await card.locator('.call-len').textContent()) === '100,000 chars', 'card length not 100,000')
      await page.locator('[data-testid="preview-0"] mark.marker').getByText('100000 chars total').waitFor()

      // the end of the text is cut: struck through in the editor
      await page.keyboard.press('ControlOrMeta+End')
      await editor.locator('.monaco-cut').first().waitFor({ timeout: 5_000 })

      // the cut starts at char 26,666: line 2,667 ("000002666"), after its 6th char
      await page.keyboard.press('ControlOrMeta+G')
      await page.keyboard.type('2667')
      await page.keyboard.press('Enter')
      await page.waitForFunction((el) => el.querySelector('.monaco-cut-mark'), await card.elementHandle(), {
        timeout: 5_000,
      })
      const line = await cutLine(card)
      check(line?.number === '2667', `the ✂ is on line ${line?.number}, expected 2667`)
      check(line.text.replace(/\s/g, '') === '000002✂666', `cut line reads ${JSON.stringify(line.text)}`)
      check(line.cut.startsWith('666'), `the struck-through part starts ${JSON.stringify(line.cut)}`)
      await shot(page, 'monaco-cut')
    },
  },
]
