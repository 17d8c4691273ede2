import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { openFile } from '../../src/cli/open-file.ts'
import { HARNESS_IDS } from '../../src/cli/replay.ts'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import { defaultScenario, type Tokenizers } from '../../src/engine/index.ts'
import { loadTokenizers } from '../../src/engine/measure/load-tokenizers.ts'
import { evaluateReplay } from '../../src/engine/replay/evaluate-replay.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const transcripts = `${root}src/engine/import/fixtures/transcripts/`

let tokenizers: Tokenizers = {}
beforeAll(async () => {
  tokenizers = (await loadTokenizers(['o200k_base'])).tokenizers
})

function run(argv: string[], files: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    readFile(path) {
      const text = files[path]
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
      return text
    },
    stdout: (s) => out.push(s),
    stderr: (s) => err.push(s),
    tokenizers,
  }
  const code = runCli(argv, io)
  const lines = out
    .join('')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>)
  return { code, lines, stderr: err.join('') }
}

describe('engine replay', () => {
  const names = readdirSync(transcripts)
  it.each(names)('%s: every harness line equals the Replay tab’s column', (name) => {
    const text = readFileSync(transcripts + name, 'utf8')
    const { code, lines } = run(['replay', name], { [name]: text })
    expect(code).toBe(0)
    const opened = openFile(name, text)
    if (!opened.ok) throw new Error(opened.message)
    const report = evaluateReplay(opened.scenario, tokenizers)
    for (const id of HARNESS_IDS) {
      const column = report.columns.find((c) => c.framework.id === id)
      const calls = column?.iterations.flatMap((it) => it.calls.map((c) => ({ it: it.index, c }))) ?? []
      const results = lines.filter((l) => l.kind === 'result' && l.harness === id)
      expect(results).toHaveLength(calls.length)
      for (const [k, { it, c }] of calls.entries()) {
        const r = results[k] as Record<string, unknown>
        expect(r.file).toBe(name)
        expect(r.iteration).toBe(it)
        expect(r.tool).toBe(c.tool)
        expect(r.tokens).toBe(c.tokens)
        expect(r.chars).toBe(c.deliveredChars)
        expect((r.text as string).length).toBe(c.deliveredChars)
        expect(r.notices).toEqual(c.markers)
        expect(r.truncated).toBe(c.truncated)
        expect(r.measure).toEqual(c.harness?.measure)
        expect(r.tokenMeasure).toBe(column?.measure)
      }
      const cost = lines.find((l) => l.kind === 'cost' && l.harness === id)
      expect(cost?.input).toBe(column?.session.totals.input)
      expect(cost?.cachedInput).toBe(column?.session.totals.cachedInput)
      expect(cost?.dollars).toEqual(report.price === null ? null : column?.session.totals.dollars)
      expect(lines.filter((l) => l.kind === 'losses' && l.harness === id)).toHaveLength(1)
    }
  })

  it('prints each cut output with its notices, and the session rules’ events with the results they remove', () => {
    const s = defaultScenario()
    const first = s.batches[0]?.calls[0]
    if (!first) throw new Error('the default scenario has a call')
    first.output = { kind: 'text', text: 'a line of output\n'.repeat(10_000) }
    const { code, lines } = run(
      ['replay', 's.json', '--harness', 'codex-cli', '--harness', 'anthropic-api'],
      {
        's.json': JSON.stringify(s),
      },
    )
    expect(code).toBe(0)
    expect(new Set(lines.map((l) => l.harness))).toEqual(new Set(['codex-cli', 'anthropic-api']))
    // 170,000 bytes against Codex's 48,000-byte history cut: cut, with its notices in the text the model gets.
    const line = lines.find((l) => l.kind === 'result' && l.harness === 'codex-cli')
    if (!line) throw new Error('no codex-cli result line')
    expect(line.truncated).toBe(true)
    expect(line.rawChars).toBe(170_000)
    expect((line.notices as string[]).length).toBeGreaterThan(0)
    for (const n of line.notices as string[]) expect(line.text).toContain(n)
    expect((line.text as string).length).toBeLessThan(50_000)
    // The default turn repeated 10 times passes the 100,000-token trigger: results are cleared.
    const events = lines.filter((l) => l.kind === 'event' && l.harness === 'anthropic-api')
    const clear = events[0]
    if (!clear) throw new Error('no clearing event')
    expect(clear.event).toBe('clear')
    expect((clear.results as string[])[0]).toBe('t0.i0.c0')
    const losses = lines.find((l) => l.kind === 'losses' && l.harness === 'anthropic-api')
    expect(losses?.resultsRemoved).toBeGreaterThan(0)
  })

  it('runs each harness at the scenario’s harnessSettings: a tighter Codex limit, a clearing trigger out of reach', () => {
    const s = defaultScenario()
    const first = s.batches[0]?.calls[0]
    if (!first) throw new Error('the default scenario has a call')
    first.output = { kind: 'text', text: 'a line of output\n'.repeat(10_000) }
    const argv = ['replay', 's.json', '--harness', 'codex-cli', '--harness', 'anthropic-api']
    const plain = run(argv, { 's.json': JSON.stringify(s) })
    const edited = run(argv, {
      's.json': JSON.stringify({
        ...s,
        harnessSettings: {
          'codex-cli': { 'tool-output-token-limit': 2_000 },
          'anthropic-api': { 'clear-trigger': 10_000_000, 'compact-trigger': 10_000_000 },
        },
      }),
    })
    expect(edited.code).toBe(0)
    const codex = (r: typeof plain) =>
      String(r.lines.find((l) => l.kind === 'result' && l.harness === 'codex-cli')?.text ?? '')
    // 2,000 tokens × 1.2 × 4 bytes: 9,600 bytes kept, under the default's 48,000
    expect(codex(edited).length).toBeLessThan(10_000)
    expect(codex(plain).length).toBeGreaterThan(40_000)
    const events = (r: typeof plain) =>
      r.lines.filter((l) => l.kind === 'event' && l.harness === 'anthropic-api')
    expect(events(plain).length).toBeGreaterThan(0)
    expect(events(edited)).toEqual([])
  })

  it('an unknown harness is one line naming the ids, exit 2; a missing file exits 1 and names it', () => {
    const bad = run(['replay', 's.json', '--harness', 'cursor'], {})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe(`engine: unknown harness "cursor": the ids are ${HARNESS_IDS.join(', ')}\n`)
    expect(HARNESS_IDS).toEqual([
      'claude-code',
      'codex-cli',
      'anthropic-api',
      'gemini-cli',
      'opencode',
      'openhands',
      'langchain',
      'deepagents',
    ])
    const missing = run(['replay', 'gone.json'], {})
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe('engine: gone.json: file not found\n')
    expect(run(['replay'], {}).code).toBe(2)
  })
})

describe('docs/cli.md', () => {
  it('names every harness the CLI replays, in the order --help gives them', () => {
    const doc = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8')
    const listed = /`replay FILE… \[--harness ID\]…` runs the Replay tab's harness columns \(([^;]+);/.exec(
      doc,
    )?.[1]
    expect(listed?.split(',').map((id) => id.trim().replaceAll('`', ''))).toEqual(HARNESS_IDS)
  })
})
