// The `npm run bench` row for a large session file (issue 26): scripts/bench/session-import.ts under tsx, in a
// process of its own; its target in budgets.mjs.
import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TARGETS } from './budgets.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const ID = 'import.session50MB'

function runSessionImport() {
  return new Promise((done, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/bench/session-import.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
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
      if (code !== 0)
        return reject(new Error(`session import bench exited ${code}: ${err.trim().split('\n')[0] ?? ''}`))
      try {
        done(JSON.parse(out))
      } catch {
        reject(new Error('session import bench printed no JSON'))
      }
    })
  })
}

/** The row, built with bench.mjs's own `row` and `judge` so it prints and fails like every other row. */
export async function sessionImportRows({ row, judge, firstLine }) {
  const metric = 'Import a 50 MB Claude Code session file (openImport, first run)'
  const target = `< ${TARGETS[ID].max.toLocaleString('en-US')} ms`
  try {
    const r = await runSessionImport()
    return [
      row(ID, metric, target, {
        value: Number(r.firstMs.toFixed(1)),
        unit: 'ms',
        display: `${r.firstMs.toFixed(0)} ms (median of 3: ${r.medianMs.toFixed(0)} ms; ${r.mb.toFixed(1)} MB, ${r.summary})`,
        status: judge(r.firstMs, TARGETS[ID].max),
        details: r,
      }),
    ]
  } catch (e) {
    return [row(ID, metric, target, { reason: firstLine(e), display: firstLine(e) })]
  }
}
