import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findPassage, PASSAGES, type PassageId, SEED_DOCS } from '../../src/engine/seeds/passages.ts'

interface Citation {
  tab: string
  shown: string
  passage: string
  cites: string
}

const { citations } = JSON.parse(
  readFileSync(new URL('../fixtures/seed-citations.json', import.meta.url), 'utf8'),
) as { citations: Citation[] }
const docText = (doc: string) => {
  const file = SEED_DOCS.find((d) => d.id === doc)?.file
  if (!file) throw new Error(`no seed document ${doc}`)
  return readFileSync(new URL(`../../docs/seeds/${file}`, import.meta.url), 'utf8')
}
const squash = (s: string) => s.replace(/\s+/g, ' ')

describe('every formula, default and marker the UI shows cites its seed passage', () => {
  it('lists the UI’s citations, on every tab that shows a seed’s number', () => {
    expect(citations.length).toBeGreaterThanOrEqual(30)
    expect(new Set(citations.map((c) => c.tab)).size).toBeGreaterThanOrEqual(8)
  })

  it.each(citations.map((c) => [`${c.tab}: ${c.shown}`, c]))('%s', (_, c) => {
    const passage = PASSAGES[c.passage as PassageId]
    expect(passage, `no passage ${c.passage}`).toBeDefined()
    // the link opens a passage that is in its document and holds the number or text the UI cites
    const text = docText(passage.doc)
    const span = findPassage(text, passage.quote)
    expect(span, `${c.passage} is not in docs/seeds/`).not.toBeNull()
    const found = squash(text.slice(span?.start ?? 0, span?.end ?? 0))
    expect(found).toContain(squash(c.cites))
  })
})
