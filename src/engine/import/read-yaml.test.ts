import { afterEach, describe, expect, it, vi } from 'vitest'
import { readImport } from './read-import.ts'
import { readYaml } from './read-yaml.ts'

afterEach(() => vi.restoreAllMocks())

describe('readYaml', () => {
  it('refuses 100,000 nested `[` before parsing, with its own message and where (not a stack overflow)', () => {
    const n = 100_000
    const text = `interactions:\n- request:\n    body: ${'['.repeat(n)}1${']'.repeat(n)}\n`
    expect(readYaml(text)).toEqual({
      ok: false,
      error: {
        kind: 'not yaml',
        message: 'refused: YAML nested more than 200 levels deep, at line 3, column 211',
        line: 3,
        column: 211,
      },
    })
  })

  it('reads 150 nested flow levels, and brackets inside quotes, plain scalars and comments do not count', () => {
    const quoted = `a: "${'['.repeat(300)}"\nb: '${'{'.repeat(300)}'\nc: x${'['.repeat(300)}\n# ${'['.repeat(300)}\n`
    expect(readYaml(quoted).ok).toBe(true)
    const flow = readYaml(`a: ${'['.repeat(150)}1${']'.repeat(150)}`)
    expect(flow.ok).toBe(true)
  })

  it('refuses block nesting past 200 levels as JSON is refused, by its path', () => {
    let text = 'interactions:\n'
    for (let i = 0, indent = ''; i < 300; i++, indent += '    ') text += `${indent}- a:\n`
    const read = readYaml(text)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.error.message).toMatch(
      /^refused: YAML nested more than 200 levels deep, at \$\.interactions\[0\]\.a/,
    )
  })

  it('turns unknown tags into notes: no warning reaches the console or stderr', () => {
    const warn = vi.spyOn(process, 'emitWarning')
    const log = vi.spyOn(console, 'warn')
    const read = readImport(
      'interactions:\n- request: !!python/object:foo.Bar\n    body: x\n  response: !weird {a: 1}\n',
    )
    expect(warn).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
    expect(read.ok && read.value.notes.slice(0, 2).map((n) => n.message)).toEqual([
      'The YAML says: Unresolved tag: tag:yaml.org,2002:python/object:foo.Bar (line 2, column 12); read as plain data.',
      'The YAML says: Unresolved tag: !weird (line 4, column 13); read as plain data.',
    ])
  })

  it('still reads several documents as a list, and names a syntax error with its place', () => {
    expect(readYaml('a: 1\n---\nb: 2\n')).toEqual({ ok: true, value: [{ a: 1 }, { b: 2 }], notes: [] })
    const bad = readYaml('a: [1, 2\nb: 3\n')
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.error.message).toMatch(/^not valid YAML: .+ \(line \d+, column \d+\)$/)
  })
})
