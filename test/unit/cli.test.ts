import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import { describeJsonError, lineColumnAt, locateJsonError } from '../../src/engine/base/json-error.ts'
import {
  defaultScenario,
  evaluate,
  parseScenario,
  type Report,
  SCENARIO_VERSION,
  type Scenario,
} from '../../src/engine/index.ts'
import { builtSimulationThread, runEngine } from '../support/engine-cli.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const examplesDir = `${root}public/examples/`

/** Fake io: files from a record (missing ones throw like Node's ENOENT), output captured. */
function fakeIo(files: Record<string, string | Error> = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    readFile(path) {
      const file = files[path]
      if (file instanceof Error) throw file
      if (file === undefined)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' })
      return file
    },
    stdout: (s) => out.push(s),
    stderr: (s) => err.push(s),
  }
  return { io, stdout: () => out.join(''), stderr: () => err.join('') }
}

/** Runs the CLI on one in-memory file and returns the exit code and the single stderr line. */
function evaluateText(text: string) {
  const f = fakeIo({ 's.json': text })
  const code = runCli(['evaluate', 's.json'], f.io)
  return { code, stdout: f.stdout(), stderr: f.stderr() }
}

const readExample = (file: string): unknown => JSON.parse(readFileSync(examplesDir + file, 'utf8'))

function parseExample(file: string): Scenario {
  const parsed = parseScenario(readExample(file))
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.issues)}`)
  return parsed.scenario
}

describe('runCli', () => {
  it('evaluate prints the Report of a valid file as pretty JSON and exits 0', () => {
    const f = fakeIo({ 'default.json': JSON.stringify(defaultScenario()) })
    expect(runCli(['evaluate', 'default.json'], f.io)).toBe(0)
    expect(f.stderr()).toBe('')
    expect(f.stdout()).toBe(`${JSON.stringify(evaluate(defaultScenario()), null, 2)}\n`)
    expect((JSON.parse(f.stdout()) as Report).batches[0]?.perCallBudget).toBe(26_666)
  })

  it('evaluate fills defaults for a minimal hand-written file', () => {
    const { code, stdout } = evaluateText(
      '{"batches":[{"calls":[{"tool":"t","output":{"kind":"sample","chars":90000}}]}]}',
    )
    expect(code).toBe(0)
    const call = (JSON.parse(stdout) as Report).batches[0]?.calls[0]
    expect(call?.budgetChars).toBe(80_000)
    expect(call?.marker).toBe('\n[truncated — 90000 chars total]')
  })

  it('accepts a file that starts with a byte-order mark', () => {
    expect(evaluateText(`\uFEFF${JSON.stringify(defaultScenario())}`).code).toBe(0)
  })

  it('a missing file is one line on stderr and exit 1', () => {
    const f = fakeIo()
    expect(runCli(['evaluate', 'nope.json'], f.io)).toBe(1)
    expect(f.stderr()).toBe('engine: nope.json: file not found\n')
    expect(f.stdout()).toBe('')
  })

  it('names a directory and any other read failure by their first line', () => {
    const f = fakeIo({
      dir: Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }),
      odd: new Error('disk on fire\n    at somewhere (x.js:1:1)'),
    })
    expect(runCli(['evaluate', 'dir'], f.io)).toBe(1)
    expect(runCli(['evaluate', 'odd'], f.io)).toBe(1)
    expect(f.stderr()).toBe(
      'engine: dir: is a directory, not a scenario file\nengine: odd: cannot read file: disk on fire\n',
    )
  })

  it.each([
    ['{"a": x}', "not valid JSON: Unexpected token 'x' (line 1, column 7)"],
    [
      '{\n  "version": 1,\n  batches: []\n}',
      'not valid JSON: Expected double-quoted property name (line 3, column 3)',
    ],
    ['{"version": 1,}', 'not valid JSON: Expected double-quoted property name (line 1, column 15)'],
    ['{"version": 1', "not valid JSON: Expected ',' or '}' after property value (line 1, column 14)"],
    ['', 'not a scenario: The text is empty.'],
  ])('non-JSON %j says why and where', (text, reason) => {
    expect(evaluateText(text)).toEqual({ code: 1, stdout: '', stderr: `engine: s.json: ${reason}\n` })
  })

  it('never echoes a large non-JSON file back', () => {
    const { code, stderr } = evaluateText(`[${'1,'.repeat(100_000)}oops]`)
    expect(code).toBe(1)
    expect(stderr).toBe("engine: s.json: not valid JSON: Unexpected token 'o' (line 1, column 200002)\n")
  })

  it('a wrong field type names its path', () => {
    const text = JSON.stringify({
      version: 1,
      batches: [
        {
          calls: [
            { tool: 'a', output: { kind: 'text', text: '' } },
            { tool: 7, output: { kind: 'text', text: '' } },
          ],
        },
      ],
    })
    expect(evaluateText(text)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'engine: s.json: invalid scenario: batches[0].calls[1].tool: Invalid input: expected string, received number\n',
    })
  })

  it.each([
    [
      { version: 1, resultBudget: { resultBudgetChars: -5 } },
      'resultBudget.resultBudgetChars: resultBudgetChars cannot be negative',
    ],
    [{ version: 5 }, 'version: version 5 is newer than this app reads (4)'],
  ])('an invalid scenario %j is one line naming the path', (value, reason) => {
    expect(evaluateText(JSON.stringify(value)).stderr).toBe(`engine: s.json: invalid scenario: ${reason}\n`)
  })

  it.each([
    [
      [1, 2],
      'this JSON is an array, not a scenario (a scenario is a JSON object), nor a transcript, recording or tool list',
    ],
    [
      { compilerOptions: { strict: true }, include: ['src'] },
      'this JSON is not a scenario: none of its keys ("compilerOptions", "include") is a scenario\'s (a scenario has version, batches, tools…), nor a transcript, recording or tool list',
    ],
  ])('JSON that is neither a scenario nor importable (%j) exits 1 saying what it is not', (value, reason) => {
    expect(evaluateText(JSON.stringify(value))).toEqual({
      code: 1,
      stdout: '',
      stderr: `engine: s.json: ${reason}\n`,
    })
  })

  it('a file whose call arguments nest 10,000 deep exits 1 naming the path and the limit, not an internal error', () => {
    const args = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`
    const text = `{"version":2,"batches":[{"calls":[{"tool":"a","output":{"kind":"sample","chars":5},"args":${args}}]}]}`
    expect(evaluateText(text)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'engine: s.json: JSON nested more than 200 levels deep, at $.batches[0].calls[0].args[0]…[0][0][0]\n',
    })
  })

  it('a file with 1e999 exits 1 naming the field', () => {
    const text =
      '{"version":2,"batches":[{"calls":[{"tool":"a","output":{"kind":"sample","chars":5},"args":{"n":1e999}}]}]}'
    expect(evaluateText(text).stderr).toBe(
      'engine: s.json: the number at $.batches[0].calls[0].args.n is too large for a number (it reads as Infinity)\n',
    )
  })

  it('schema prints a JSON Schema object with properties', () => {
    const f = fakeIo()
    expect(runCli(['schema'], f.io)).toBe(0)
    const schema = JSON.parse(f.stdout()) as { type: string; properties: Record<string, unknown> }
    expect(schema.type).toBe('object')
    expect(Object.keys(schema.properties)).toEqual([
      'version',
      'title',
      'resultBudget',
      'tools',
      'batches',
      'planner',
      'selection',
      'strategies',
      'toolBudgets',
      'plans',
      'cost',
      'view',
      'recorded',
      'harnessSettings',
    ])
  })

  it.each([[[]], [['help']], [['--help']], [['-h']]])('%j prints the usage to stdout and exits 0', (argv) => {
    const f = fakeIo()
    expect(runCli(argv, f.io)).toBe(0)
    expect(f.stdout()).toMatch(/^Tool Budget Playground engine/)
    expect(f.stdout()).toContain('evaluate <scenario.json>')
    expect(f.stderr()).toBe('')
  })

  it.each([
    [['frobnicate'], 'engine: unknown command "frobnicate" (try "help")'],
    [['evaluate'], 'engine: evaluate needs a scenario file: evaluate <scenario.json>'],
    [['evaluate', 'a.json', 'b.json'], 'engine: evaluate takes one file, got 2'],
    [['schema', 'x'], 'engine: schema takes no arguments'],
  ])('usage error %j is one line and exit 2', (argv, line) => {
    const f = fakeIo()
    expect(runCli(argv, f.io)).toBe(2)
    expect(f.stderr()).toBe(`${line}\n`)
    expect(f.stdout()).toBe('')
  })

  it('turns an unexpected throw into one line, not a stack trace', () => {
    const err: string[] = []
    const io: CliIo = {
      readFile: () => '{}',
      stdout: () => {
        throw new Error('stdout closed\n    at write (x.js:1:1)')
      },
      stderr: (s) => err.push(s),
    }
    expect(runCli(['schema'], io)).toBe(1)
    expect(err).toEqual(['engine: internal error: stdout closed\n'])
  })

  it('does not mutate its argv', () => {
    const argv = Object.freeze(['evaluate', 's.json'])
    expect(runCli(argv, fakeIo({ 's.json': '{}' }).io)).toBe(0)
  })
})

describe('locateJsonError', () => {
  it.each([
    ['{"a": x}', 6],
    ['[1,2,,3]', 5],
    ['{"a": tru}', 9],
    ['"abc', 4],
    ['"a\\qb"', 2],
    ['01', 1],
    ['-', 1],
    ['1.', 2],
    ['{} x', 3],
    ['[[[', 3],
  ])('finds where %j stops being JSON', (text, offset) => {
    expect(locateJsonError(text)).toBe(offset)
  })

  it('agrees with JSON.parse on valid JSON and on one-char mutations of it', () => {
    const mutated = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('delete', 'insert'), fc.constantFrom(...'{}[],:"\\x0.e- '))
      .map(([text, at, op, ch]) => {
        const i = at % (text.length + 1)
        return op === 'delete' ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + ch + text.slice(i)
      })
    fc.assert(
      fc.property(fc.oneof(fc.json(), mutated), (text) => {
        let valid = true
        try {
          JSON.parse(text)
        } catch {
          valid = false
        }
        expect(locateJsonError(text) === null).toBe(valid)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('describeJsonError', () => {
  it('keeps V8 reason, drops its echo of the input, adds line and column', () => {
    expect(
      describeJsonError(
        new SyntaxError('Unexpected token \'x\', ..."abc x def"... is not valid JSON'),
        '[1,\n x]',
      ),
    ).toBe("not valid JSON: Unexpected token 'x' (line 2, column 2)")
  })

  it('counts lines by \\n', () => {
    expect(lineColumnAt('a\r\nbc\nd', 5)).toEqual({ line: 2, column: 3 })
    expect(lineColumnAt('ab', 99)).toEqual({ line: 1, column: 3 })
  })
})

describe('engine CLI as a process', () => {
  it('engine evaluate public/examples/default.json prints the Report', () => {
    const r = runEngine('evaluate', 'public/examples/default.json')
    expect(r.status).toBe(0)
    expect((JSON.parse(r.stdout) as Report).batches[0]?.perCallBudget).toBe(26_666)
  })

  it('fails on a missing file with exit 1 and no stack trace', () => {
    const r = runEngine('evaluate', 'public/examples/missing.json')
    expect(r.status).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('engine: public/examples/missing.json: file not found\n')
    expect(r.stderr).not.toMatch(/\n\s+at /)
  })
})

describe('public/examples', () => {
  const index = readExample('index.json') as { file: string; title: string; summary: string }[]

  it('index.json lists every example file, each once, with a title and a one-sentence summary', () => {
    const files = readdirSync(examplesDir).filter((f) => f.endsWith('.json') && f !== 'index.json')
    expect(index.map((e) => e.file).sort()).toEqual(files.sort())
    for (const e of index) {
      expect(Object.keys(e)).toEqual(['file', 'title', 'summary'])
      expect(e.summary).toMatch(/^[^\n]+\.$/)
    }
  })

  it.each(index.map((e) => [e.file, e.title]))(
    '%s is a valid version 2 scenario titled as the index says',
    (file, title) => {
      const raw = readExample(file) as { version: unknown }
      expect(raw.version).toBe(2)
      expect(parseExample(file).title).toBe(title)
    },
  )

  it('default.json equals defaultScenario()', () => {
    expect(parseExample('default.json')).toEqual(defaultScenario())
  })

  it('per-tool-caps.json: read_file is held to 20,000 even alone; web_search 30,000 binds only below the share', () => {
    const report = evaluate(parseExample('per-tool-caps.json'))
    const budgets = report.batches.map((b) => b.calls.map((c) => [c.tool, c.budgetChars, c.budgetSource]))
    expect(budgets).toEqual([
      [['read_file', 20_000, 'maxResultChars']],
      [
        ['read_file', 20_000, 'maxResultChars'],
        ['web_search', 26_666, 'share'],
        ['terminal', 26_666, 'share'],
      ],
      [
        ['web_search', 30_000, 'maxResultChars'],
        ['terminal', 40_000, 'share'],
      ],
    ])
  })

  it('runaway-loop.json: 20 single-call batches run, then the 20-call cap stops the turn', () => {
    const scenario = parseExample('runaway-loop.json')
    const { turn } = evaluate(scenario)
    expect(scenario.batches.map((b) => b.calls.length)).toEqual(Array(21).fill(1))
    expect(turn.batchesRun).toBe(20)
    expect(turn.end).toMatchObject({
      kind: 'max-calls',
      message: 'Stopped: hit 20-tool-call budget for this turn',
    })
  })

  it('identical-tool-loop.json: tts trips the 5-identical cap before the 20-call cap', () => {
    const { turn } = evaluate(parseExample('identical-tool-loop.json'))
    expect(turn.end).toMatchObject({
      kind: 'identical-calls',
      tool: 'tts',
      count: 5,
      message: 'Stopped: tts called 5 times in one turn (likely loop)',
    })
    expect(turn.totalCalls).toBeLessThan(20)
  })

  it('error-results.json: the error result is delivered whole, the ok one beside it is trimmed', () => {
    const [ok, error] = evaluate(parseExample('error-results.json')).batches[0]?.calls ?? []
    expect(error).toMatchObject({
      isError: true,
      rawChars: 60_000,
      budgetChars: 40_000,
      truncated: false,
      deliveredChars: 60_000,
    })
    expect(ok).toMatchObject({ isError: false, rawChars: 60_000, truncated: true, keptChars: 40_000 })
  })

  it('real-outputs.json holds real text, under 150 KB, and trims two of its three outputs', () => {
    expect(readFileSync(`${examplesDir}real-outputs.json`).length).toBeLessThan(150_000)
    const scenario = parseExample('real-outputs.json')
    expect(scenario.batches[0]?.calls.every((c) => c.output.kind === 'text')).toBe(true)
    const calls = evaluate(scenario).batches[0]?.calls ?? []
    expect(calls.map((c) => [c.rawChars, c.truncated])).toEqual([
      [16_347, false],
      [40_000, true],
      [40_000, true],
    ])
  })
})

describe('docs/scenario-format.md', () => {
  const doc = readFileSync(`${root}docs/scenario-format.md`, 'utf8')
  const block = (after: string, lang: string) => {
    const start = doc.indexOf(after)
    const open = doc.indexOf(`\`\`\`${lang}\n`, start) + lang.length + 4
    return doc.slice(open, doc.indexOf('```', open))
  }

  it('the complete example is a valid scenario with the numbers the text gives', () => {
    const parsed = parseScenario(JSON.parse(block('## Complete example', 'json')))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const report = evaluate(parsed.scenario)
    expect(report.batches[0]?.perCallBudget).toBe(26_666)
    expect(report.batches[0]?.calls.map((c) => [c.budgetChars, c.budgetSource, c.deliveredChars])).toEqual([
      [20_000, 'maxResultChars', 20_032],
      [26_666, 'share', 26_698],
      [26_666, 'share', 26],
    ])
    expect(report.batches[1]?.perCallBudget).toBe(80_000)
    expect(report.turn).toMatchObject({ totalCalls: 4, end: { kind: 'final-reply' } })
  })

  it('shows the version 0 shape that parseScenario migrates', () => {
    expect(parseScenario(JSON.parse(block('## Versions and migration', 'json'))).ok).toBe(true)
  })
})

describe('engine import, and evaluate / simulate on a transcript', () => {
  const fixtures = `${root}src/engine/import/fixtures/`
  const corpus = [
    ...readdirSync(`${fixtures}transcripts`).map((f) => `transcripts/${f}`),
    ...readdirSync(`${fixtures}tools`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => `tools/${f}`),
  ]
  const files = Object.fromEntries(corpus.map((f) => [f, readFileSync(`${fixtures}${f}`, 'utf8')]))

  it('prints one line of JSON per file, each a valid scenario, and each file’s detection line on stderr', () => {
    const f = fakeIo(files)
    expect(runCli(['import', ...corpus], f.io)).toBe(0)
    const lines = f.stdout().trimEnd().split('\n')
    expect(lines).toHaveLength(corpus.length)
    for (const line of lines) expect(parseScenario(JSON.parse(line)).ok).toBe(true)
    const detections = f
      .stderr()
      .split('\n')
      .filter((l) => l !== '' && !l.includes(': note: '))
    expect(detections).toHaveLength(corpus.length)
    expect(detections).toContain(
      'engine: transcripts/openai-chat-completions.complex-agent-run.vcr.yaml: OpenAI Chat Completions, VCR cassette, 3 interactions, 4 tool calls in 3 batches, 3 results, 19 tools offered',
    )
    expect(detections).toContain(
      'engine: tools/anthropic-messages.server-tool.tools.json: 1 tool (Anthropic server tool), 1 defined by the provider, array',
    )
    const cassette = JSON.parse(
      lines[corpus.indexOf('transcripts/openai-chat-completions.complex-agent-run.vcr.yaml')] ?? '',
    )
    expect(cassette.batches.map((b: { calls: { tool: string }[] }) => b.calls.map((c) => c.tool))).toEqual([
      ['get_country', 'get_product_name'],
      ['get_weather'],
      ['final_result'],
    ])
  })

  it('a scenario file prints as the scenario it opens to (migrated, defaults filled), with no note', () => {
    const f = fakeIo({ 'old.json': '{"version": 1, "title": "old"}' })
    expect(runCli(['import', 'old.json'], f.io)).toBe(0)
    const scenario = JSON.parse(f.stdout())
    expect([scenario.version, scenario.title, scenario.resultBudget.resultBudgetChars]).toEqual([
      SCENARIO_VERSION,
      'old',
      80_000,
    ])
    expect(f.stderr()).toBe(`engine: old.json: scenario file (version ${SCENARIO_VERSION})\n`)
  })

  it('a file that cannot be read is one line; the others are still printed; the exit is 1', () => {
    const f = fakeIo({ 'a.txt': 'Edit src/a.py', 'b.json': files['tools/time.tools.json'] as string })
    expect(runCli(['import', 'a.txt', 'missing.json', 'b.json'], f.io)).toBe(1)
    expect(f.stdout().trimEnd().split('\n')).toHaveLength(1)
    expect(f.stderr()).toBe(
      [
        'engine: a.txt: not a scenario: This is plain text: expected a transcript or trace (OTel, OpenInference), an agent session (Claude Code, Codex, Gemini CLI, OpenHands, (mini-)SWE-agent, ATIF, Vercel AI), a tool list or category map.',
        'engine: missing.json: file not found',
        'engine: b.json: 2 tools (MCP), array',
        '',
      ].join('\n'),
    )
    expect(runCli(['import'], fakeIo().io)).toBe(2)
  })

  it('evaluate takes a transcript wherever it takes a scenario, saying what it found', () => {
    const f = fakeIo({ 'run.json': JSON.stringify([{ role: 'user', content: 'hi' }]), ...files })
    expect(runCli(['evaluate', 'run.json'], f.io)).toBe(0)
    expect(f.stderr()).toBe(
      'engine: run.json: Chat messages, messages, 0 tool calls in 0 batches, 0 results\n',
    )
    const g = fakeIo(files)
    expect(runCli(['evaluate', 'transcripts/anthropic-messages.tool-runner.nock-recording.json'], g.io)).toBe(
      0,
    )
    const report = JSON.parse(g.stdout()) as Report
    expect(report.batches.map((b) => b.calls.map((c) => c.tool))).toEqual([
      ['test_tool'],
      ['test_tool', 'test_tool'],
      ['test_tool'],
      ['submit_analysis'],
    ])
  })

  it('simulate takes a transcript too (its plan and simulation are the defaults it is laid over)', async () => {
    const f = fakeIo(files)
    f.io.simulate = { spawn: builtSimulationThread }
    expect(
      await runCli(
        ['simulate', 'transcripts/openai-responses.tool-search-deferred-capability.final-exchange.json'],
        f.io,
      ),
    ).toBe(0)
    expect(f.stderr()).toMatch(
      /^engine: transcripts\/openai-responses.*: OpenAI Responses, request \+ response, 4 tool calls/,
    )
    expect(JSON.parse(f.stdout()).seed).toBe(defaultScenario().plans.simulation.seed)
  })
})
