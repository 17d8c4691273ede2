import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { docOfPassage, findPassage, PASSAGES, type PassageId, SEED_DOC_IDS, SEED_DOCS } from './passages.ts'

const read = (file: string) => readFileSync(new URL(`../../../docs/seeds/${file}`, import.meta.url), 'utf8')

describe('seed passages', () => {
  it('lists each seed document once, and each file exists in docs/seeds/', () => {
    expect(SEED_DOCS.map((d) => d.id).sort()).toEqual([...SEED_DOC_IDS].sort())
    for (const doc of SEED_DOCS) expect(read(doc.file).length).toBeGreaterThan(1_000)
  })

  it('finds every passage quote in its own document, and its id names that document', () => {
    const missing: string[] = []
    for (const [id, passage] of Object.entries(PASSAGES)) {
      const file = SEED_DOCS.find((d) => d.id === passage.doc)?.file ?? ''
      if (findPassage(read(file), passage.quote) === null) missing.push(id)
      expect(docOfPassage(id as PassageId)).toBe(passage.doc)
    }
    expect(missing).toEqual([])
  })

  it('findPassage matches across wrapped lines and reports the span in the text', () => {
    expect(findPassage('a  b\n  c', 'b c')).toEqual({ start: 3, end: 8 })
    expect(findPassage('x [y] z', '[y]')).toEqual({ start: 2, end: 5 })
    expect(findPassage('abc', 'd')).toBeNull()
  })
})
