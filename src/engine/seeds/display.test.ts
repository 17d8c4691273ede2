import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seedTextForDisplay } from './display.ts'
import { findPassage, PASSAGES, SEED_DOCS } from './passages.ts'

const read = (file: string) => readFileSync(new URL(`../../../docs/seeds/${file}`, import.meta.url), 'utf8')

describe('seedTextForDisplay', () => {
  it('leaves out the "Skip to main content" line scraped pages begin with (seeds 002 and 003)', () => {
    for (const id of ['002', '003']) {
      const doc = SEED_DOCS.find((d) => d.id === id)
      const raw = read(doc?.file ?? '')
      expect(raw.startsWith('Skip to main content'), id).toBe(true)
      const shown = seedTextForDisplay(raw)
      expect(shown.split('\n')[0]?.trim(), id).not.toBe('')
      expect(shown, id).not.toMatch(/^\s*skip to main content/i)
      // only the top is left out: the rest is the file, character for character
      expect(raw.endsWith(shown), id).toBe(true)
    }
    expect(seedTextForDisplay(read('003_302d8b8b23109594.txt'))).toMatch(
      /^Why is there an 80k tool result budget\?/,
    )
  })

  it('keeps a document without a frame as it is, and a frame line further down as the document has it', () => {
    for (const doc of SEED_DOCS.filter((d) => !['002', '003'].includes(d.id))) {
      const raw = read(doc.file)
      expect(seedTextForDisplay(raw), doc.id).toBe(raw)
    }
    expect(seedTextForDisplay('Intro\nSkip to main content\n')).toBe('Intro\nSkip to main content\n')
    expect(seedTextForDisplay('  On this page \r\n\r\n# Title\nbody')).toBe('# Title\nbody')
  })

  it('leaves text made only of frame lines or blanks as it is (nothing of its own to show)', () => {
    expect(seedTextForDisplay('')).toBe('')
    expect(seedTextForDisplay('Skip to main content')).toBe('Skip to main content')
  })

  it('every passage the app links to is found in the shown text, as it is in the file', () => {
    for (const [id, passage] of Object.entries(PASSAGES)) {
      const doc = SEED_DOCS.find((d) => d.id === passage.doc)
      const raw = read(doc?.file ?? '')
      const shown = seedTextForDisplay(raw)
      const inFile = findPassage(raw, passage.quote)
      const inShown = findPassage(shown, passage.quote)
      expect(inShown, id).not.toBeNull()
      const cut = raw.length - shown.length
      expect(inShown?.start, id).toBe((inFile?.start ?? 0) - cut)
    }
  })
})
