import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOC, makeScenarioDoc, REGENERATE, TEMPLATE } from '../../scripts/make-scenario-doc.ts'
import { docSources } from '../../scripts/scenario-doc-sections.ts'
import { HARNESS_IDS } from '../../src/cli/replay.ts'
import { runCli, USAGE } from '../../src/cli/run-cli.ts'
import { CLI_WORK_LIMIT } from '../../src/cli/simulate.ts'
import { fieldFacts } from '../../src/engine/field-facts.ts'
import { harnessSettingsDocRows } from '../../src/engine/harnesses/doc-rows.ts'
import type { HarnessInfo } from '../../src/engine/harnesses/types.ts'
import { ScenarioSchema } from '../../src/engine/scenario.ts'
import { describeScenarioFields } from '../../src/engine/scenario-descriptions.ts'

const template = () => readFileSync(TEMPLATE, 'utf8')
/** A harness record whose parameter `id` has another default: a changed fact of its source. */
const withDefault = (h: HarnessInfo, id: string, value: number): HarnessInfo => ({
  ...h,
  params: h.params.map((p) =>
    p.id === id && p.edit?.kind === 'number' ? { ...p, edit: { ...p.edit, default: value } } : p,
  ),
})

describe('docs/scenario-format.md', () => {
  it('is what its template, the schema, the harnesses and the CLI generate', () => {
    const generated = makeScenarioDoc(template())
    const committed = readFileSync(DOC, 'utf8')
    // One line, not a 2,900-line diff: which command brings the doc up to date.
    if (committed !== generated)
      expect.fail(`docs/scenario-format.md differs from what its sources generate: run \`${REGENERATE}\``)
  })

  it('writes each field’s default, limits and unit from the schema', () => {
    const doc = makeScenarioDoc(template())
    expect(doc).toContain(
      '| `resultBudgetChars` | integer | `80000` | 0 to 1,000,000,000 | chars | The budget of **each parallel batch**',
    )
    expect(doc).toContain('| `plans.tools[].reward.dist` | `"bernoulli"` \\| `"gaussian"` | required |')
    expect(doc).not.toMatch(/<!-- (fields:|harness-settings|cli)/)
  })

  it('describes only fields the schema has (a renamed field fails here)', () => {
    describeScenarioFields()
    const described = fieldFacts(ScenarioSchema).filter((f) => f.description !== undefined)
    expect(described.length).toBeGreaterThan(100)
  })
})

describe('the harnessSettings table', () => {
  it('lists every settable parameter of every harness, as its record has it, and nothing else', () => {
    const sources = docSources()
    const rows = harnessSettingsDocRows(sources.harnesses)
    expect(rows.length).toBeGreaterThan(20)
    const documented = makeScenarioDoc(template())
      .split('\n')
      .filter((l) => /^\| `[a-z-]+` \| `[a-z-]+` \|/.test(l))
    expect(documented).toEqual(rows)
    expect(documented).toContain(
      '| `claude-code` | `bash` | Bash output, middle cut over (BASH_MAX_OUTPUT_LENGTH) | integer, 1 to 10,000,000 chars | 30,000 chars |',
    )
  })

  it('follows a changed default: Claude Code’s Bash cut at 12,345 chars changes its row', () => {
    const sources = docSources()
    const claude = sources.harnesses['claude-code'] as HarnessInfo
    const doc = makeScenarioDoc(template(), {
      ...sources,
      harnesses: { ...sources.harnesses, 'claude-code': withDefault(claude, 'bash', 12_345) },
    })
    expect(doc).toContain('(BASH_MAX_OUTPUT_LENGTH) | integer, 1 to 10,000,000 chars | 12,345 chars |')
    expect(doc).not.toContain('(BASH_MAX_OUTPUT_LENGTH) | integer, 1 to 10,000,000 chars | 30,000 chars |')
  })

  it('is not written by hand in the template', () => {
    expect(template()).not.toMatch(/^\| `[a-z-]+` \| `[a-z-]+` \|/m)
  })
})

describe('the engine CLI section', () => {
  it('shows the CLI’s own help text, whose flags read the work limit and the harness ids where they are defined', () => {
    const doc = makeScenarioDoc(template())
    expect(doc).toContain(`\`\`\`text\n$ npm run engine -- help\n${USAGE}\`\`\``)
    expect(USAGE).toContain(`run past ${CLI_WORK_LIMIT.toLocaleString('en-US')} tool-steps`)
    const harnessFlag = USAGE.slice(USAGE.indexOf('--harness <id>  '), USAGE.indexOf('\n  help'))
    for (const id of HARNESS_IDS) expect(harnessFlag).toContain(id)
  })

  it('shows what evaluate prints for error-results.json and the failures’ own lines', () => {
    const doc = makeScenarioDoc(template())
    let out = ''
    runCli(['evaluate', 'public/examples/error-results.json'], {
      readFile: (p) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8'),
      stdout: (t) => {
        out += t
      },
      stderr: () => {},
    })
    expect(doc).toContain(
      `The full output for \`public/examples/error-results.json\`:\n\n\`\`\`json\n${out}\`\`\``,
    )
    expect(doc).toContain('\nengine: nope.json: file not found\nengine: s.json: not valid JSON: ')
    expect(doc).toContain('\nengine: unknown command "frobnicate" (try "help")\n```')
  })

  it('follows a changed option: a CLI whose help names another flag changes the doc', () => {
    const sources = docSources()
    const doc = makeScenarioDoc(template(), {
      ...sources,
      cli: (argv, io) => {
        if (argv[0] !== 'help') return sources.cli(argv, io)
        io.stdout(USAGE.replace('--threads <n>', '--workers <n>'))
        return 0
      },
    })
    expect(doc).toMatch(/\n {6}--workers <n> +worker threads \(default: one per core\)\n/)
    expect(doc).not.toContain('--threads <n>')
  })

  it('is not written by hand in the template', () => {
    expect(template()).not.toContain('Usage: npm run engine')
    expect(template()).not.toContain('engine: nope.json')
    expect(template()).not.toContain('"perCallBudget": 40000')
  })
})
