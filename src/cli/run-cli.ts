import { asksOf, evaluate, scenarioJsonSchema } from '../engine/index.ts'
import { linkFiles, openLinks } from './links.ts'
import { openFile, openForCommand } from './open-file.ts'
import { HARNESS_IDS, readReplayArgs, replayFiles } from './replay.ts'
import { CLI_WORK_LIMIT, readSimulateArgs, simulateFile } from './simulate.ts'
import type { CliIo, ExitCode } from './types.ts'

export type { CliIo, ExitCode } from './types.ts'

/** Where a command's description starts, and the width its lines wrap at. */
const COLUMN = 28
const WIDTH = 112
/** `words` joined and wrapped at `WIDTH`, every line after the first indented to the description column. */
const wrapped = (words: readonly string[]) =>
  words
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1)
      if (last !== undefined && COLUMN + last.length + 1 + word.length <= WIDTH)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
      return lines
    }, [])
    .join(`\n${' '.repeat(COLUMN)}`)

// The facts a flag stands on are read from where they are defined (the work limit, the harness ids), so the help
// text, and the format reference generated from it (docs/scenario-format.md), follow a change.
export const USAGE = `Tool Budget Playground engine: seed 003's result budget, from the command line.

Usage: npm run engine -- <command>

Commands:
  evaluate <scenario.json>  Validate a scenario file and print its Report as JSON (a transcript, recording or
                            tool list is opened as a scenario first, as import does)
  import <file>…            Print, for each file, the scenario it opens to as one line of JSON (a scenario file
                            migrated, defaults filled; a transcript, recording, tool list or category map
                            imported over the defaults), what was found on stderr
  schema                    Print the scenario format as a JSON Schema (draft 2020-12)
  simulate <scenario.json>  Run its explore/exploit simulation (seed 001) and print the statistics as JSON
                            (progress on stderr; the same numbers as the app for the same seed; a transcript is
                            opened as a scenario first)
      --max-seconds <n>     stop after n seconds and print the runs finished ("partial": true)
      --force               run past ${CLI_WORK_LIMIT.toLocaleString('en-US')} tool-steps (refused unasked: minutes or hours)
      --threads <n>         worker threads (default: one per core)
  link <scenario.json>…     Print each scenario's share link, one a line (the one the app writes);
                            --base <url> prints whole URLs (the app's address before the #)
  open <link>…              Print the scenario each share link (a URL, or its #s=… hash) opens to, one line
                            of JSON each, exactly as the app opens it; an A/B link prints {"a": …, "b": …}
  replay <file>… [--harness <id>]…
                            Print, for each harness (every one, or those named), one JSON line per tool result
                            exactly as its model receives it (iteration, call id, tool, the delivered text,
                            chars, its size in the harness's own measure, tokens, the notices), then its session
                            rules' events (clearing, pruning, compaction over cost.turns turns), its losses and
                            the session's cost: the Replay tab's numbers. A file is a scenario or any transcript
                            import reads
      --harness <id>        ${wrapped(['one', 'of', ...HARNESS_IDS.map((id, i) => (i < HARNESS_IDS.length - 1 ? `${id},` : id))])}
  help                      Show this text

Exit status: 0 ok, 1 bad input (unreadable file, not JSON, invalid scenario, damaged link), 2 usage error.
Examples are in public/examples/; the format is described in docs/scenario-format.md.
`

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** The one line a failure prints: no stack trace, whatever went wrong. */
function fail(io: CliIo, code: 1 | 2, where: string | null, reason: string): ExitCode {
  const oneLine = reason.replace(/\s*\n\s*/g, ' ')
  io.stderr(`engine: ${where === null ? '' : `${where}: `}${oneLine}\n`)
  return code
}

/** A read failure in words: Node's error codes for the usual cases, else the error's own first line. */
function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ENOENT') return 'file not found'
  if (code === 'EISDIR') return 'is a directory, not a scenario file'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EFBIG') return `file too large: ${(error as Error).message}`
  const message = error instanceof Error ? error.message : String(error)
  return `cannot read file: ${message.split('\n')[0]}`
}

/** A file's text, or the exit code of the one line saying why it cannot be read. */
function readText(path: string, io: CliIo): string | ExitCode {
  try {
    return io.readFile(path)
  } catch (error) {
    return fail(io, 1, path, describeReadError(error))
  }
}

function evaluateFile(path: string, io: CliIo): ExitCode {
  const text = readText(path, io)
  if (typeof text !== 'string') return text
  const opened = openForCommand(path, text, io)
  if (!opened.ok) return fail(io, 1, path, opened.message)
  // A file's saved view asks for its parts, as the page's does: the same file gives the same report.
  const asks = asksOf(opened.scenario.view)
  io.stdout(
    json(evaluate(opened.scenario, { ...asks, tokenizers: io.tokenizers, failures: io.tokenizerFailures })),
  )
  return 0
}

const errorLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]

/** `import <file>…`: each file's scenario as one line of JSON, its detection line and notes on stderr. */
function importFiles(paths: readonly string[], io: CliIo): ExitCode {
  let code: ExitCode = 0
  for (const path of paths) {
    const text = readText(path, io)
    if (typeof text !== 'string') {
      code = 1
      continue
    }
    const opened = openFile(path, text)
    if (!opened.ok) {
      code = fail(io, 1, path, opened.message)
      continue
    }
    io.stderr(`engine: ${path}: ${opened.detection}\n`)
    for (const note of opened.notes) io.stderr(`engine: ${path}: note: ${note.replace(/\s*\n\s*/g, ' ')}\n`)
    io.stdout(`${JSON.stringify(opened.scenario)}\n`)
  }
  return code
}

function dispatch(argv: readonly string[], io: CliIo): ExitCode | Promise<ExitCode> {
  const [command, ...args] = argv
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      io.stdout(USAGE)
      return 0
    case 'evaluate': {
      const [path, ...extra] = args
      if (path === undefined)
        return fail(io, 2, null, 'evaluate needs a scenario file: evaluate <scenario.json>')
      if (extra.length > 0) return fail(io, 2, null, `evaluate takes one file, got ${args.length}`)
      return evaluateFile(path, io)
    }
    case 'simulate': {
      const read = readSimulateArgs(args)
      if (typeof read === 'string') return fail(io, 2, null, read)
      return simulateFile(
        read.path,
        { ...read.flags, ...io.simulate },
        io,
        (where, reason) => fail(io, 1, where, reason),
        describeReadError,
      ).catch((error: unknown) => fail(io, 1, read.path, `simulation failed: ${errorLine(error)}`))
    }
    case 'replay': {
      const read = readReplayArgs(args)
      if (typeof read === 'string') return fail(io, 2, null, read)
      return replayFiles(
        read.paths,
        read.harnesses,
        io,
        (where, reason) => fail(io, 1, where, reason),
        describeReadError,
      )
    }
    case 'import':
      if (args.length === 0) return fail(io, 2, null, 'import needs at least one file: import <file>…')
      return importFiles(args, io)
    case 'link': {
      const at = args.indexOf('--base')
      const base = at >= 0 ? args[at + 1] : ''
      if (base === undefined)
        return fail(io, 2, null, '--base needs a URL: link --base <url> <scenario.json>…')
      const paths = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args
      if (paths.length === 0) return fail(io, 2, null, 'link needs scenario files: link <scenario.json>…')
      return linkFiles(paths, io, (where, reason) => fail(io, 1, where, reason), describeReadError, base)
    }
    case 'open':
      if (args.length === 0) return fail(io, 2, null, 'open needs share links: open <link>…')
      return openLinks(args, io, (where, reason) => fail(io, 1, where, reason))
    case 'schema':
      if (args.length > 0) return fail(io, 2, null, 'schema takes no arguments')
      io.stdout(json(scenarioJsonSchema()))
      return 0
    default:
      return fail(io, 2, null, `unknown command ${JSON.stringify(command)} (try "help")`)
  }
}

/**
 * The engine CLI as a pure function of its arguments (without `node` and the script) and its io: prints a
 * Report or the JSON Schema to stdout, or exactly one line to stderr, and returns the exit code; `simulate`,
 * which runs on worker threads, returns it as a promise. Never throws.
 * @example runCli(['schema'], io) === 0
 */
export function runCli(argv: readonly string[], io: CliIo): ExitCode | Promise<ExitCode> {
  try {
    return dispatch(argv, io)
  } catch (error) {
    return fail(io, 1, null, `internal error: ${errorLine(error)}`)
  }
}
