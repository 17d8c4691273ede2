import { resolve } from 'node:path'
import { encodingsNeeded, LIMITS, loadTokenizers } from '../engine/index.ts'
import { openFile } from './open-file.ts'
import { readFileLimited } from './read-file.ts'
import { runCli } from './run-cli.ts'

// `npm run` starts scripts in the package root; INIT_CWD is where the user typed the command, so a relative
// path means what they meant.
const base = process.env.INIT_CWD ?? process.cwd()

// Piping into `head` closes stdout early: that is the reader's choice, not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

// Each file is read once (the tokenizers it needs are looked up before runCli reads it again), and never past
// the scenario file limit: the size is read before the text.
const texts = new Map<string, string>()
const readFile = (path: string) => {
  let text = texts.get(path)
  if (text === undefined) {
    text = readFileLimited(resolve(base, path), LIMITS.maxFileBytes)
    texts.set(path, text)
  }
  return text
}

/**
 * The exact tokenizers `evaluate <file>` or `replay` needs, and those that failed to load (none for a scenario in chars, or
 * one that does not read).
 */
async function tokenizersFor(argv: string[]) {
  const none = { tokenizers: {}, failures: {} }
  // `replay` counts Codex CLI's column in o200k_base, as the Replay tab does; the other harnesses in chars / 4.
  if (argv[0] === 'replay') {
    const codex =
      !argv.includes('--harness') || argv.some((a, i) => a === 'codex-cli' && argv[i - 1] === '--harness')
    return codex ? await loadTokenizers(['o200k_base']) : none
  }
  if (argv[0] !== 'evaluate' || argv[1] === undefined) return none
  try {
    const read = openFile(argv[1], readFile(argv[1]))
    return read.ok ? await loadTokenizers(encodingsNeeded(read.scenario)) : none
  } catch {
    return none // runCli reports the unreadable file
  }
}

const { tokenizers, failures } = await tokenizersFor(process.argv.slice(2))
process.exitCode = await runCli(process.argv.slice(2), {
  tokenizers,
  tokenizerFailures: failures,
  readFile,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
