#!/usr/bin/env node
// `npm run engine` (and the package's `tool-budget-engine` bin): runs the CLI built as plain JavaScript
// (dist-cli/main.mjs, by scripts/build-cli.mjs), which starts without a TypeScript loader. The bundle is rebuilt
// first when it is missing or older than any file of src/engine, src/cli or src/worker, so it never runs code
// older than the source (a rebuild takes a few seconds once; a note on stderr says so).
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bundle = join(root, 'dist-cli/main.mjs')

/** The newest modification time of the files under `dir`, in ms (0 for none). */
function newest(dir) {
  let t = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return t
}

function builtAt() {
  try {
    return statSync(bundle).mtimeMs
  } catch {
    return -1
  }
}

const sources = ['src/engine', 'src/cli', 'src/worker'].map((d) => newest(join(root, d)))
const scripts = ['scripts/build-cli.mjs', 'package.json'].map((f) => statSync(join(root, f)).mtimeMs)
if (builtAt() < Math.max(...sources, ...scripts)) {
  process.stderr.write('engine: building the CLI (dist-cli/, from src/)…\n')
  const { spawnSync } = await import('node:child_process')
  const r = spawnSync(process.execPath, [join(root, 'scripts/build-cli.mjs')], { stdio: 'inherit' })
  if (r.status !== 0) {
    process.stderr.write(
      'engine: the CLI did not build (see above); `npx tsx src/cli/main.ts` runs it from source\n',
    )
    process.exit(1)
  }
}
await import(pathToFileURL(bundle).href)
