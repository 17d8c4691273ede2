// "Edit as text" swaps a call's generated sample for Monaco (bundled, lazy) over the text; the table follows.
import { check, openApp, shot, waitForCell } from './helpers.mjs'

/** 10,000 lines of 9 digits + "\n": exactly 100,000 chars; offset n sits on line floor(n / 10) + 1. */
const LINES = Array.from({ length: 10_000 }, (_, i) => `${String(i).padStart(9, '0')}\n`).join('')

/**
 * Pastes `text` into the focused editor as the browser would: a paste event carrying it. (Ctrl+V does not reach
 * the clipboard in headless Chromium, and keyboard.insertText into Monaco's EditContext takes ~15 s for 20,000
 * chars, and longer with newlines.)
 */
function paste(page, text) {
  return page.evaluate((t) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', t)
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })
    document.activeElement.dispatchEvent(event)
  }, text)
}

/** Clicks "Edit as text" on call `n` (1-based) and waits for Monaco inside its card. */
async function editAsText(page, n) {
  const card = page.getByRole('article', { name: `Call ${n}`, exact: true })
  await card.getByRole('button', { name: 'Edit as text' }).click()
  const editor = card.locator('[data-testid="monaco-host"] .monaco-editor')
  await editor.waitFor()
  return { card, editor }
}

/** Clicks into the editor's first line and waits until Monaco has the focus. */
async function focusEditor(editor) {
  await editor.click({ position: { x: 80, y: 10 } })
  await editor.page().waitForFunction((el) => el.classList.contains('focused'), await editor.elementHandle())
}

/** The numbers of the lines Monaco renders now (it renders only what is in view). */
const renderedLines = (editor) =>
  editor
    .locator('.margin-view-overlays .line-numbers')
    .evaluateAll((els) => els.map((e) => Number(e.textContent)))

/**
 * Brings line `n` (of `total`) into view: drags Monaco's scrollbar slider close, then steps with the mouse
 * wheel (three lines a step). The build has no go-to-line action.
 */
async function scrollToLine(editor, n, total) {
  const page = editor.page()
  for (let step = 0; step < 100; step++) {
    const lines = await renderedLines(editor)
    if ([n - 1, n, n + 1].every((l) => lines.includes(l))) return
    const off = n - (Math.min(...lines) + Math.max(...lines)) / 2
    if (Math.abs(off) > 60 && step < 3) {
      const track = await editor.locator('.editor-scrollable > .scrollbar.vertical').boundingBox()
      const slider = await editor.locator('.editor-scrollable > .scrollbar.vertical > .slider').boundingBox()
      const x = slider.x + slider.width / 2
      const y = slider.y + slider.height / 2
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x, y + (off * (track.height - slider.height)) / total, { steps: 3 })
      await page.mouse.up()
    } else {
      const box = await editor.boundingBox()
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.wheel(0, off > 0 ? 100 : -100)
      await page.waitForTimeout(20)
    }
  }
  throw new Error(`line ${n} never came into view; rendered: ${await renderedLines(editor)}`)
}

/** The line number and text of the Monaco view line that holds the ✂ mark of the cut decoration. */
function cutLine(card) {
  return card.evaluate((el) => {
    const mark = el.querySelector('.monaco-cut-mark')
    const line = mark?.closest('.view-line')
    if (!line) return null
    const top = line.style.top
    const number = [...el.querySelectorAll('.margin-view-overlays > div')].find((d) => d.style.top === top)
    // The ✂ is drawn by the mark's ::before (a class, not text in the model), right where the cut starts.
    const before = document.createRange()
    before.setStart(line, 0)
    before.setEndBefore(mark)
    return {
      number: number?.textContent.trim(),
      text: line.textContent,
      before: before.toString(),
      glyph: getComputedStyle(mark, '::before').content,
      cut: [...line.querySelectorAll('.monaco-cut')].map((s) => s.textContent).join(''),
    }
  })
}

export const tests = [
  {
    // Monaco's services are made with the first editor: every feature must be registered by then, or an editor
    // made after the JSON language loaded failed with "[createInstance] … depends on UNKNOWN service
    // ICodeLensCache" (and four more). The runner fails the test on any page error.
    name: 'Monaco: the plan JSON editor, then an output editor, then the JSON again: no page error',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const json = page.locator('[data-testid="monaco-json"] .monaco-editor')
      await page.getByRole('tab', { name: 'Plans & sentinel' }).click()
      await page.getByRole('button', { name: 'JSON', exact: true }).click()
      await json.waitFor()
      // the JSON language has loaded (with every editor feature) once Monaco colours the text
      await json.locator('.view-line span[class^="mtk"]:not(.mtk1)').first().waitFor()
      await page.getByRole('tab', { name: 'Result budget' }).click()
      const { editor } = await editAsText(page, 1)
      await editor.locator('.view-line').first().waitFor()
      await focusEditor(editor)
      // features registered with the set-up work in the output editor too: Ctrl+F opens the find widget
      await page.keyboard.press('ControlOrMeta+f')
      await editor.locator('.find-widget.visible').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('tab', { name: 'Plans & sentinel' }).click()
      await json.locator('.view-line span[class^="mtk"]:not(.mtk1)').first().waitFor()
    },
  },
  {
    name: 'Edit as text loads Monaco from the page origin',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const scripts = []
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
      const { card } = await editAsText(page, 1)
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
      await shot(page, 'monaco-loaded')
    },
  },
  {
    name: 'typing over the text in Monaco updates the raw length and the cut goes away when it fits',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const { card, editor } = await editAsText(page, 1)
      await focusEditor(editor)
      await waitForCell(page, 0, 'cut', '18,565')
      await page.keyboard.press('ControlOrMeta+End') // the end of 45,231 chars is cut: struck through
      await editor.locator('.monaco-cut').first().waitFor()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.insertText('x'.repeat(999))
      await page.keyboard.type('!')
      await waitForCell(page, 0, 'raw', '1,000')
      await waitForCell(page, 0, 'kept', '1,000')
      await waitForCell(page, 0, 'cut', '—')
      check((await card.locator('.call-len').textContent()) === '1,000 chars', 'card length not 1,000')
      check((await editor.locator('.monaco-cut').count()) === 0, 'a cut is still marked on a fitting output')
    },
  },
  {
    name: 'pasting 100,000 chars into Monaco updates the raw length to 100,000 and marks the cut at 26,666',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const { card, editor } = await editAsText(page, 1)
      await focusEditor(editor)
      await page.keyboard.press('ControlOrMeta+A')
      await paste(page, LINES)
      await waitForCell(page, 0, 'raw', '100,000')
      await waitForCell(page, 0, 'budget', '26,666')
      await waitForCell(page, 0, 'kept', '26,666')
      await waitForCell(page, 0, 'cut', (100_000 - 26_666).toLocaleString('en-US'))
      check((await card.locator('.call-len').textContent()) === '100,000 chars', 'card length not 100,000')
      await page.locator('[data-testid="preview-0"] mark.marker').getByText('100000 chars total').waitFor()

      // the end of the text is cut: struck through in the editor
      await page.keyboard.press('ControlOrMeta+End')
      await editor.locator('.monaco-cut').first().waitFor()

      // the cut starts at char 26,666: line 2,667 ("000002666"), after its 6th char
      await scrollToLine(editor, 2667, 10_001)
      const line = await cutLine(card)
      check(line?.number === '2667', `the ✂ is on line ${line?.number}, expected 2667`)
      check(line.text.replace(/\s/g, '') === '000002666', `cut line reads ${JSON.stringify(line.text)}`)
      check(line.before.replace(/\s/g, '') === '000002', `the ✂ follows ${JSON.stringify(line.before)}`)
      check(line.glyph === '"✂"', `the mark draws ${line.glyph}`)
      check(line.cut.startsWith('666'), `the struck-through part starts ${JSON.stringify(line.cut)}`)
      await shot(page, 'monaco-cut')
      await shot(card, 'monaco-cut-card')
    },
  },
  {
    name: 'a 50 MB paste into Monaco is taken by the plain editor: evaluated exactly, page still responsive',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const { card, editor } = await editAsText(page, 1)
      await focusEditor(editor)
      await page.keyboard.press('ControlOrMeta+A')
      await page.evaluate(() => {
        const clipboardData = new DataTransfer()
        clipboardData.setData('text/plain', 'x'.repeat(50 * 1024 * 1024))
        const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })
        document.activeElement.dispatchEvent(event)
      })
      await waitForCell(page, 0, 'raw', '52,428,800')
      await waitForCell(page, 0, 'cut', (52_428_800 - 26_666).toLocaleString('en-US'))
      await card.getByText('Large output (52,428,800 chars): read-only here', { exact: false }).waitFor()
      await page
        .locator('[data-testid="preview-0"] mark.marker')
        .getByText('[truncated — 52428800 chars total]')
        .waitFor()
      // still responsive: a budget edit goes through
      await page.getByLabel('resultBudgetChars (chars per parallel batch)', { exact: true }).fill('30000')
      await waitForCell(page, 0, 'budget', '10,000')
      await shot(page, 'monaco-50mb')
    },
  },
]
