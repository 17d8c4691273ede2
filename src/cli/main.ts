import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runCli } from './run-cli.ts'

// `npm run` starts scripts in the package root; INIT_CWD is where the user typed the command, so a relative
// path means what they meant.
const base = process.env.INIT_CWD ?? process.cwd()

// Piping into `head` closes stdout early: that is the reader's choice, not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

process.exitCode = runCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(resolve(base, path), 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
