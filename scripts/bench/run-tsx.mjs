// One way for a bench row to run its case: a script under scripts/bench/ in a fresh process under tsx, whose
// stdout is one JSON value (a first call happens once per process, so each measure starts cold).
import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Runs `script` (under scripts/bench/, tsx) with `args` in a fresh process: the JSON it prints. */
export function runTsxCase(script, ...args) {
  const what = [script, ...args].join(' ')
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench', script), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      err += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) {
        // The line that says what failed (a stack's first line is often only its location).
        const why = err.split('\n').find((l) => /error/i.test(l)) ?? err.trim().split('\n')[0] ?? ''
        return reject(new Error(`${what} exited ${code}${why ? `: ${why.trim()}` : ''}`))
      }
      try {
        done(JSON.parse(out))
      } catch {
        reject(new Error(`${what} printed no JSON`))
      }
    })
  })
}
