// The CLI's messages on hostile files (issue 24): one line of at most 200 chars naming what and where, numbers in
// short form, no library warning on stderr, and a gzip bomb refused by its file's inflation budget.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { runEngine } from '../support/engine-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'cli-messages-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

/** Every line of stderr is one message of at most 200 chars. */
const expectShortLines = (stderr: string) => {
  for (const line of stderr.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(200)
}

describe('engine CLI messages', () => {
  it('a sample size of 1e308 is refused in one short line, the number as 1e308', () => {
    const file = write(
      'huge.json',
      '{"version":1,"batches":[{"calls":[{"name":"a","output":{"kind":"sample","chars":1e308}}]}]}',
    )
    const r = runEngine('evaluate', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(
      `engine: ${file}: invalid scenario: batches: outputs of 1e308 chars in all (batch 1 call 1 has 1e308): at most 134,217,728 (128 Mi) in a scenario, a sample length counted once\n`,
    )
    expect(r.stderr.length - file.length).toBeLessThanOrEqual(200)
  })

  it('unknown YAML tags become notes: no YAMLWarning reaches stderr', () => {
    const file = write(
      'tags.yaml',
      'interactions:\n- request: !!python/object:foo.Bar\n    body: x\n  response: !weird {a: 1}\n',
    )
    const r = runEngine('import', file)
    expect(r.status).toBe(0)
    expect(r.stderr).not.toMatch(/YAMLWarning|Warning:|\^\^\^/)
    expect(r.stderr).toContain(
      `engine: ${file}: note: The YAML says: Unresolved tag: !weird (line 4, column 13); read as plain data.\n`,
    )
  })

  it('100,000 nested `[` in YAML are refused with their own message and place', () => {
    const n = 100_000
    const file = write(
      'deep.yaml',
      `interactions:\n- request:\n    body: ${'['.repeat(n)}1${']'.repeat(n)}\n`,
    )
    const r = runEngine('import', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(
      `engine: ${file}: not a scenario: refused: YAML nested more than 200 levels deep, at line 3, column 211\n`,
    )
    expectShortLines(r.stderr)
  })

  it('a nock recording of 200 gzip bombs is refused by the file’s inflation budget, naming it', () => {
    const hex = Buffer.from(
      gzipSync(gzipSync(new Uint8Array(60 * 1024 * 1024), { level: 9 }), { level: 9 }),
    ).toString('hex')
    const nock = Array.from({ length: 200 }, () => ({
      scope: 'https://api.openai.com:443',
      method: 'POST',
      path: '/v1/chat/completions',
      body: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] },
      status: 200,
      response: [hex],
    }))
    const file = write('bombs.json', JSON.stringify(nock))
    const r = runEngine('import', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(
      'Refused: the compressed bodies of this file inflate past 64 MB together (the limit for one file), at interaction 2 response.',
    )
    expectShortLines(r.stderr)
  })
})
