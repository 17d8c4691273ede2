import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STORIES } from '../../src/engine/gallery/stories.ts'
import { evaluate, parseScenario } from '../../src/engine/index.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('its complete scenario example is valid and means what its title says', () => {
    const block = /```json\n([\s\S]*?)```/.exec(readme)?.[1]
    const parsed = parseScenario(JSON.parse(block ?? 'null'))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const [first] = evaluate(parsed.scenario).batches
    expect(first?.calls.map((c) => [c.budgetChars, c.budgetSource, c.truncated])).toEqual([
      [20_000, 'maxResultChars', true],
      [40_000, 'share', false],
    ])
  })

  it('every relative link points at a file in the repository (the seed documents included)', () => {
    const links = [...readme.matchAll(/\]\(((?!https?:|#)[^)\s]+)\)/g)].map((m) => m[1] as string)
    expect(links).toContain('docs/seeds/README.md')
    for (const link of links) {
      expect(link, link).not.toMatch(/^\.\.\//)
      expect(() => statSync(new URL(`../../${link}`, import.meta.url)), link).not.toThrow()
    }
  })

  it('names the commands package.json defines', () => {
    const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts
    for (const name of ['start', 'test', 'bench', 'engine', 'dev', 'build']) {
      expect(scripts[name], name).toBeTypeOf('string')
      expect(readme).toContain(`npm ${name === 'start' || name === 'test' ? '' : 'run '}${name}`)
    }
  })

  it('counts the gallery’s stories, and names as many as it counts', () => {
    const numbers = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen']
    const match = /lists (\w+) stories — ([^.]*)\./.exec(readme.replace(/\s+/g, ' '))
    expect(match, 'the sentence "lists N stories — …."').not.toBeNull()
    const [, word, list] = match ?? []
    expect(numbers.indexOf(word ?? '') + 10, `"${word}" stories`).toBe(STORIES.length)
    // One topic per story, separated by commas (no topic has a comma of its own).
    expect(list?.split(',').length).toBe(STORIES.length)
  })
})
