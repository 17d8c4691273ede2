// Rows of `npm run bench` for the CLI's start (issue 27 item 7): from spawning `node` to the first byte of
// output for a small scenario (`evaluate public/examples/default.json`), in fresh processes, the built CLI
// (dist-cli/, as `npm run engine` runs it, without npm's own start) beside today's start from source under tsx.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TARGETS } from './budgets.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const ARGS = ['evaluate', 'public/examples/default.json']
const RUNS = 7
const TARGET_MS = TARGETS['cli.start.bundle'].max

/**
 * The CPU time (user + system, ms) a live process has used so far, from Linux's /proc/<pid>/stat (clock ticks
 * of 10 ms); null elsewhere. On a shared machine the wall time counts the others' work too; this does not.
 */
function cpuMsSoFar(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

/**
 * Milliseconds from spawn to the first stdout byte of one fresh process, and its CPU time by then; rejects
 * unless it exits 0.
 */
function firstOutput(nodeArgs) {
  return new Promise((done, reject) => {
    const started = process.hrtime.bigint()
    let first = null
    let cpu = null
    let err = ''
    const child = spawn(process.execPath, [...nodeArgs, ...ARGS], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', () => {
      if (first !== null) return
      first = Number(process.hrtime.bigint() - started) / 1e6
      cpu = cpuMsSoFar(child.pid)
    })
    child.stderr.on('data', (d) => {
      err += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0 || first === null)
        reject(new Error(`${nodeArgs.join(' ')} exited ${code}: ${err.trim().split('\n')[0] ?? ''}`))
      else done({ wall: first, cpu })
    })
  })
}

/**
 * The two rows: the built CLI (judged against 300 ms) and the tsx start (info), each the median of 7 runs
 * taken in turn (so a busy moment of the machine falls on both alike).
 */
export async function cliStartRows({ row, judge, firstLine, median }) {
  const ids = [
    [
      'cli.start.bundle',
      'CLI start → first output, built JS (npm run engine), evaluate default.json',
      `< ${TARGET_MS} ms`,
    ],
    ['cli.start.tsx', 'CLI start → first output, from source under tsx (before), same command', '(info)'],
  ]
  try {
    const built = spawnSync(process.execPath, [join(root, 'scripts/build-cli.mjs')], {
      cwd: root,
      encoding: 'utf8',
    })
    if (built.status !== 0) throw new Error(`build-cli failed: ${(built.stderr ?? '').trim().split('\n')[0]}`)
    const variants = [[join(root, 'scripts/engine.mjs')], ['--import', 'tsx', join(root, 'src/cli/main.ts')]]
    const samples = [[], []]
    const cpu = [[], []]
    for (let i = 0; i < RUNS; i++)
      for (const [k, v] of variants.entries()) {
        const run = await firstOutput(v)
        samples[k].push(run.wall)
        if (run.cpu !== null) cpu[k].push(run.cpu)
      }
    const [bundle, tsx] = samples.map((s) => median(s))
    const [bundleCpu, tsxCpu] = cpu.map((c) => (c.length > 0 ? median(c) : null))
    const cpuText = (ms) => (ms === null ? '' : `, CPU ${ms.toFixed(0)} ms`)
    const list = (s) =>
      [...s]
        .sort((a, b) => a - b)
        .map((x) => Math.round(x))
        .join(', ')
    return [
      row(ids[0][0], ids[0][1], ids[0][2], {
        value: Number(bundle.toFixed(1)),
        unit: 'ms',
        display: `${bundle.toFixed(0)} ms median of ${RUNS} (${list(samples[0])})${cpuText(bundleCpu)}; tsx ${tsx.toFixed(0)} ms`,
        status: judge(bundle, TARGET_MS),
        details: { samplesMs: samples[0], cpuMs: cpu[0] },
      }),
      row(ids[1][0], ids[1][1], ids[1][2], {
        value: Number(tsx.toFixed(1)),
        unit: 'ms',
        display: `${tsx.toFixed(0)} ms median of ${RUNS} (${list(samples[1])})${cpuText(tsxCpu)}`,
        status: 'info',
        details: { samplesMs: samples[1], cpuMs: cpu[1] },
      }),
    ]
  } catch (e) {
    return ids.map(([id, metric, target]) =>
      row(id, metric, target, { reason: firstLine(e), display: firstLine(e) }),
    )
  }
}
