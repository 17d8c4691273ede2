// The README's test command: type-check (app and DOM-free engine), lint, unit and component tests, then the
// browser tests in Chromium against the production build. Stops at the first failing step.
import { spawnSync } from 'node:child_process'

const steps = [
  ['type-check (app)', 'node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']],
  [
    'type-check (engine, no DOM)',
    'node',
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.engine.json', '--noEmit'],
  ],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['browser tests (Chromium)', 'node', ['test/browser/run.mjs']],
]

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' })
  console.log(`${status === 0 ? '✓' : '✗'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (status !== 0) process.exit(status ?? 1)
}
