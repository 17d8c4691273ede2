import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { STORIES } from '../../src/engine/gallery/stories.ts'
import { evaluate, parseScenario } from '../../src/engine/index.ts'

// The README is the newcomer's page; the manual, formats, CLI, scenario format, testing and architecture pages
// under docs/ hold the rest. Each assertion reads the page its content lives on.
const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const readme = read('README.md')

/** README.md and every Markdown page under docs/, as paths from the repository's root. */
function pages(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = `${dir}/${name}`
      if (statSync(join(root, path)).isDirectory()) return under(path)
      return name.endsWith('.md') ? [path] : []
    })
  return ['README.md', ...under('docs')]
}

/** The relative link targets of a Markdown text (images included), without web, mail or in-page links. */
function relativeLinks(markdown: string): string[] {
  const outsideCode = markdown.replace(/```[\s\S]*?```/g, '')
  return [...outsideCode.matchAll(/\]\(((?!https?:|mailto:|#)[^)\s]+)\)/g)].map((m) => m[1] as string)
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}
const anchorsOf = (markdown: string) =>
  new Set(
    [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      anchor(m[1] as string),
    ),
  )

describe('README', () => {
  it('stays a newcomer’s page: at most 1,200 words', () => {
    const words = readme.split(/\s+/).filter(Boolean).length
    expect(words).toBeLessThanOrEqual(1200)
    expect(words).toBeGreaterThan(300)
  })

  it('links every page of docs/ and the seed documents', () => {
    const links = relativeLinks(readme)
    const top = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'))
    expect(top.length).toBeGreaterThanOrEqual(6)
    for (const page of [...top, 'seeds/README.md']) expect(links, page).toContain(`docs/${page}`)
    expect(links).toContain('docs/screenshot.png')
  })

  it('names the commands package.json defines', () => {
    const scripts = JSON.parse(read('package.json')).scripts
    for (const name of ['start', 'test', 'bench', 'engine', 'dev', 'build']) {
      expect(scripts[name], name).toBeTypeOf('string')
      expect(readme).toContain(`npm ${name === 'start' || name === 'test' ? '' : 'run '}${name}`)
    }
  })

  it('gives one line to each tab the app has, in its order', () => {
    // Read as text: systems.ts imports the views, which a unit test has no need to load.
    const labels = [...read('src/ui/app/systems.ts').matchAll(/^ {4}label: '(.+)',$/gm)].map((m) => m[1])
    expect(labels.length).toBeGreaterThanOrEqual(10)
    const tabs = readme.split(/^## The tabs$/m)[1]?.split(/^## /m)[0] ?? ''
    const named = [...tabs.matchAll(/^- \*\*(.+?)\*\* — /gm)].map((m) => m[1])
    expect(named).toEqual(labels)
  })
})

describe('README and docs/ links', () => {
  it('every relative link of every page points at a file in the repository, and every anchor at a heading', () => {
    const checked: string[] = []
    for (const page of pages()) {
      const text = read(page)
      for (const link of relativeLinks(text)) {
        const [path = '', fragment] = link.split('#')
        const target = join(root, dirname(page), decodeURI(path))
        const inside = relative(root, target)
        expect(
          inside.startsWith(`..${sep}`) || inside === '..',
          `${page}: ${link} leaves the repository`,
        ).toBe(false)
        expect(() => statSync(target), `${page}: ${link}`).not.toThrow()
        if (fragment && target.endsWith('.md')) {
          expect([...anchorsOf(readFileSync(target, 'utf8'))], `${page}: ${link}`).toContain(fragment)
        }
        checked.push(`${page} → ${link}`)
      }
      for (const m of text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(#([^)\s]+)\)/g)) {
        expect([...anchorsOf(text)], `${page}: #${m[1]}`).toContain(m[1])
      }
    }
    expect(checked.length).toBeGreaterThan(10)
  })

  it('reads anchors as GitHub writes them', () => {
    expect(anchor('Importing transcripts, recordings and tool lists')).toBe(
      'importing-transcripts-recordings-and-tool-lists',
    )
    expect(anchor('Versions and migration')).toBe('versions-and-migration')
  })
})

describe('docs/scenario-format.md', () => {
  it('its complete scenario example is valid and means what its title says', () => {
    const block = /```json\n([\s\S]*?)```/.exec(read('docs/scenario-format.md'))?.[1]
    const parsed = parseScenario(JSON.parse(block ?? 'null'))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const [first] = evaluate(parsed.scenario).batches
    expect(first?.calls.map((c) => [c.budgetChars, c.budgetSource, c.truncated])).toEqual([
      [20_000, 'maxResultChars', true],
      [40_000, 'share', false],
    ])
  })
})

describe('docs/manual.md', () => {
  it('counts the gallery’s stories, and names as many as it counts', () => {
    const numbers = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen']
    const match = /lists (\w+) stories — ([^.]*)\./.exec(read('docs/manual.md').replace(/\s+/g, ' '))
    expect(match, 'the sentence "lists N stories — …."').not.toBeNull()
    const [, word, list] = match ?? []
    expect(numbers.indexOf(word ?? '') + 10, `"${word}" stories`).toBe(STORIES.length)
    // One topic per story, separated by commas (no topic has a comma of its own).
    expect(list?.split(',').length).toBe(STORIES.length)
  })
})
