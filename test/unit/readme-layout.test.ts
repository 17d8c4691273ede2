import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The layout section of docs/architecture.md (the README's short map in full) is the map a newcomer reads: every
 * engine folder is named there with a line of what it holds, and nothing gone is still named. Folders nest by indentation (two spaces a level).
 */
const root = fileURLToPath(new URL('../../', import.meta.url))

/** The folder paths the layout block names (`src/engine/plans/simulation`), each with its description. */
function namedFolders(readme: string): Map<string, string> {
  const section = readme.split(/^### Layout$/m)[1]?.split(/^#{2,3} /m)[0] ?? ''
  const block = section.match(/```\n([\s\S]*?)```/)?.[1] ?? ''
  const named = new Map<string, string>()
  const stack: string[] = []
  for (const line of block.split('\n')) {
    const m = line.match(/^( *)(\S+\/)\s+(\S.*)$/)
    if (!m) continue
    const depth = (m[1] as string).length / 2
    stack.length = depth
    stack.push((m[2] as string).replace(/\/$/, ''))
    named.set(stack.join('/'), m[3] as string)
  }
  return named
}

function foldersUnder(dir: string): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => statSync(join(root, dir, name)).isDirectory())
    .flatMap((name) => [`${dir}/${name}`, ...foldersUnder(`${dir}/${name}`)])
}

describe('docs/architecture.md layout section', () => {
  const named = namedFolders(readFileSync(join(root, 'docs/architecture.md'), 'utf8'))

  it('names every folder of src/engine, at any depth, with a line of what it holds', () => {
    const missing = foldersUnder('src/engine').filter((f) => !named.has(f))
    expect(
      missing,
      'add each to docs/architecture.md’s "### Layout" block, indented under its parent',
    ).toEqual([])
    for (const [folder, what] of named) expect(what.length, folder).toBeGreaterThan(20)
  })

  it('names no folder that does not exist', () => {
    const gone = [...named.keys()].filter((f) => {
      try {
        return !statSync(join(root, f)).isDirectory()
      } catch {
        return true
      }
    })
    expect(gone).toEqual([])
  })

  it('reads nesting from indentation', () => {
    const map = namedFolders(
      '### Layout\n\n```\nsrc/a/   top\n  b/     under a\n    c/   under b\n  d/  x\n```\n',
    )
    expect([...map.keys()]).toEqual(['src/a', 'src/a/b', 'src/a/b/c', 'src/a/d'])
  })
})
