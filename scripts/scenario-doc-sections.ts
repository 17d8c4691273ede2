// The parts of docs/scenario-format.md that are not the schema's field tables, each generated from its one
// source: the `harnessSettings` table from the harnesses' own parameter records, the CLI section from the CLI
// itself (its help text, and what it prints for real invocations). make-scenario-doc.ts replaces the markers.
import { readFileSync } from 'node:fs'
import { type CliIo, type ExitCode, runCli } from '../src/cli/run-cli.ts'
import { harnessSettingsDocRows } from '../src/engine/harnesses/doc-rows.ts'
import { HARNESSES, infoOf } from '../src/engine/harnesses/registry.ts'
import type { HarnessInfo } from '../src/engine/harnesses/types.ts'

/** What the generated sections are read from; tests pass a changed one to see the doc follow. */
export interface DocSources {
  /** The harnesses whose settable parameters the `harnessSettings` table lists, in column order. */
  harnesses: Readonly<Record<string, HarnessInfo>>
  /** The CLI, run as the doc shows it. */
  cli: (argv: readonly string[], io: CliIo) => ExitCode | Promise<ExitCode>
}

export const docSources = (): DocSources => ({
  harnesses: Object.fromEntries(Object.entries(HARNESSES).map(([id, h]) => [id, infoOf(h)])),
  cli: runCli,
})

/**
 * The failures the CLI section shows, one line each: a missing file, text that is not JSON, an invalid scenario,
 * a JSON file that is no scenario, an unknown command. The files are made up here; a path not among them is
 * read from the repository, as `npm run engine` would.
 */
const FAILURES: readonly { argv: string[]; files: Record<string, string> }[] = [
  { argv: ['evaluate', 'nope.json'], files: {} },
  { argv: ['evaluate', 's.json'], files: { 's.json': '{"a": x}' } },
  {
    argv: ['evaluate', 's.json'],
    files: {
      's.json': JSON.stringify({
        version: 2,
        batches: [
          {
            calls: [
              { tool: 'read_file', output: { kind: 'sample', chars: 10 } },
              { tool: 1, output: { kind: 'sample', chars: 10 } },
            ],
          },
        ],
      }),
    },
  },
  {
    argv: ['evaluate', 'tsconfig.json'],
    files: { 'tsconfig.json': '{"compilerOptions": {}, "include": []}' },
  },
  { argv: ['frobnicate'], files: {} },
]

const ROOT = new URL('../', import.meta.url)

/** Runs one invocation in memory; a command the doc shows must answer at once (no worker threads). */
function run(sources: DocSources, argv: readonly string[], files: Record<string, string> = {}) {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    readFile: (path) => files[path] ?? readFileSync(new URL(path, ROOT), 'utf8'),
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
  }
  const code = sources.cli(argv, io)
  if (typeof code !== 'number')
    throw new Error(`engine ${argv.join(' ')}: the doc shows only commands that answer at once`)
  return { code, stdout, stderr }
}

const fence = (lang: string, text: string) =>
  `\`\`\`${lang}\n${text.endsWith('\n') ? text : `${text}\n`}\`\`\``

/** The `harnessSettings` table: a row per settable parameter, as each harness's source record lists it. */
function harnessTable(sources: DocSources): string {
  return [
    '| Harness | Parameter | What it is | Type and range | Default |',
    '| --- | --- | --- | --- | --- |',
    ...harnessSettingsDocRows(sources.harnesses),
  ].join('\n')
}

/**
 * The markers this module answers, each on a line of its own:
 * `<!-- harness-settings -->` the table; `<!-- cli: help -->` the help text as a shell shows it;
 * `<!-- cli output: <argv> -->` what the command prints (JSON); `<!-- cli failures -->` the failure lines.
 */
export function replaceSections(text: string, sources: DocSources): string {
  return text
    .replace(/^<!-- harness-settings -->$/gm, () => harnessTable(sources))
    .replace(/^<!-- cli: help -->$/gm, () =>
      fence('text', `$ npm run engine -- help\n${run(sources, ['help']).stdout}`),
    )
    .replace(/^<!-- cli output: (.+) -->$/gm, (_, argv: string) => {
      const r = run(sources, argv.trim().split(/\s+/))
      if (r.code !== 0) throw new Error(`engine ${argv}: exit ${r.code}: ${r.stderr}`)
      return fence('json', r.stdout)
    })
    .replace(/^<!-- cli failures -->$/gm, () => {
      const lines = FAILURES.map((f) => {
        const r = run(sources, f.argv, f.files)
        if (r.code === 0) throw new Error(`engine ${f.argv.join(' ')} was meant to fail, and succeeded`)
        return r.stderr
      })
      return fence('text', lines.join(''))
    })
}
