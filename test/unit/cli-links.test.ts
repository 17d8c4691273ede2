import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import {
  decodeShareLink,
  defaultScenario,
  encodeShareLink,
  readScenarioFile,
} from '../../src/engine/index.ts'
import { shareLinkFor } from '../../src/engine/share/link-for.ts'
import { runEngine } from '../support/engine-cli.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readFile = (path: string) => readFileSync(`${root}${path}`, 'utf8')
/** The shipped examples under 5 kB (the corpus test decodes every one, large ones too). */
const examples = readdirSync(`${root}public/examples/`)
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .map((f) => `public/examples/${f}`)
  .filter((p) => readFile(p).length < 5_000)

function cli(argv: string[], files: (path: string) => string = readFile) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { readFile: files, stdout: (s) => out.push(s), stderr: (s) => err.push(s) }
  const code = runCli(argv, io)
  return { code, stdout: out.join(''), stderr: err.join('') }
}
const scenarioOf = (path: string) => {
  const read = readScenarioFile(readFile(path))
  if (!read.ok) throw new Error(read.message)
  return read.scenario
}

describe('engine link', () => {
  it("prints each file's share link, one a line, the very link the page writes", () => {
    const r = cli(['link', ...examples])
    expect(r.code).toBe(0)
    expect(r.stdout.split('\n').slice(0, -1)).toEqual(examples.map((p) => shareLinkFor(scenarioOf(p)).hash))
  })

  it('prints whole URLs with --base', () => {
    const r = cli(['link', '--base', 'https://example.org/playground/', 'public/examples/default.json'])
    expect(r.stdout).toBe(`https://example.org/playground/${encodeShareLink(defaultScenario())}\n`)
  })

  it('says which file it cannot read, and a missing file list is a usage error', () => {
    expect(cli(['link', 'nope.json'])).toMatchObject({
      code: 1,
      stderr: 'engine: nope.json: file not found\n',
    })
    expect(cli(['link']).code).toBe(2)
    expect(cli(['link', 'a.json', '--base']).code).toBe(2)
  })

  it('prints a compact link for outputs past 1,000,000 chars, and says so', () => {
    const big = {
      ...defaultScenario(),
      batches: [{ calls: [{ tool: 'cat', output: { kind: 'text', text: 'x'.repeat(1_000_001) } }] }],
    }
    const r = cli(['link', 'big.json'], () => JSON.stringify(big))
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/the link is compact/)
    const opened = decodeShareLink(r.stdout.trim())
    expect(opened.kind === 'ok' && opened.scenario.batches[0]?.calls[0]?.output).toEqual({
      kind: 'sample',
      chars: 1_000_001,
    })
  })
})

describe('engine open', () => {
  it('prints, one line of JSON each, the exact scenario the page opens each link to', () => {
    const links = examples.map((p) => shareLinkFor(scenarioOf(p)).hash as string)
    const r = cli(['open', ...links])
    expect(r.code).toBe(0)
    const lines = r.stdout.split('\n').slice(0, -1)
    expect(lines).toHaveLength(examples.length)
    expect(lines.map((l) => JSON.parse(l))).toEqual(examples.map(scenarioOf))
  })

  it('reads a whole URL, a #s= hash and an s= hash, of either format', () => {
    const v1 = '#s=1.eNqrVipLLSrOzM9TsjKsBQAiNgSu'
    const v2 = encodeShareLink(defaultScenario())
    const r = cli(['open', `http://localhost:4173/${v1}`, v2, v2.slice(1)])
    expect(
      r.stdout
        .split('\n')
        .slice(0, -1)
        .map((l) => JSON.parse(l)),
    ).toEqual([defaultScenario(), defaultScenario(), defaultScenario()])
  })

  it('prints an A/B link as {"a": …, "b": …}', () => {
    const a = defaultScenario()
    const b = { ...a, resultBudget: { ...a.resultBudget, resultBudgetChars: 20_000 } }
    expect(JSON.parse(cli(['open', encodeShareLink(b, a)]).stdout)).toEqual({ a, b })
  })

  it('names the link that is damaged, or is no link, with exit 1', () => {
    const good = encodeShareLink(defaultScenario())
    const r = cli(['open', good, `${good.slice(0, -3)}xyz`])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^engine: link 2: Share link is damaged or cut: its checksum does not match/)
    expect(cli(['open', 'https://example.org/']).stderr).toBe(
      'engine: link 1: not a share link (expected #s=<format>.<payload>)\n',
    )
  })
})

describe('engine link | open, as processes', () => {
  it('open reads back what link wrote', () => {
    const link = runEngine('link', 'public/examples/per-tool-caps.json')
    expect(link.status).toBe(0)
    const open = runEngine('open', link.stdout.trim())
    expect(open.status).toBe(0)
    expect(JSON.parse(open.stdout)).toEqual(scenarioOf('public/examples/per-tool-caps.json'))
  })
})
