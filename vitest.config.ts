import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { scenarioDefaults } from './scripts/scenario-defaults.ts'

/** State files that keep a module graph of their own (see the 'isolated' project). */
const ISOLATED_STATE = [
  'src/state/saved-work.test.ts',
  'src/state/text-store.test.ts',
  'src/state/share-link-lazy.test.ts',
]

export default defineConfig({
  plugins: [react(), scenarioDefaults()],
  test: {
    environment: 'node',
    // Two test files at a time even on 2 cores (vitest's default there is one): a file spends much of its time
    // importing, spawning the CLI or waiting on a worker, so the second core is otherwise idle (217 s → see the
    // README for the measured time). Tests wait for conditions, so sharing the cores never fails one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: a file starts faster in a thread (the whole run 143 → 120 s on 2
    // cores). Every file still gets its own module graph and globals.
    pool: 'threads',
    // A guard against a hang, not a measure of speed (`npm run bench` measures speed): every test waits for
    // conditions, and on a machine loaded 20 deep on 2 cores a test runs up to ~10× slower than on a quiet one.
    // 60 s covers a test that costs 2 s quiet three times over; a heavier test states its own budget, from its
    // measured cost, beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The run's figures (fast-check cases, hostile inputs) for the report at the end of `npm test`.
    setupFiles: ['test/support/figures-setup.ts'],
    reporters: ['default', './test/support/figures-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          // Pure code (the engine, its workers, the CLI, the hostile corpus) keeps no state between files that
          // could change another's result, so a worker's files share one module graph: each file no longer
          // imports the engine afresh (this half 82 → 50 s on 2 cores).
          name: 'shared',
          include: [
            'src/engine/**/*.test.ts',
            'src/worker/**/*.test.ts',
            'src/ui/**/*.test.ts',
            'test/unit/*.test.ts',
            'test/hostile/**/*.test.ts',
          ],
          isolate: false,
          // The engine CLI built once for the run, for the tests that start it as a process (here, not at the
          // root: a project inherits the root's globalSetup and runs it again).
          globalSetup: ['test/support/engine-cli-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The component tests (jsdom): each renders the real App into a fresh store, and a file's tests already
          // share one window and one module graph, cleaned between tests (testing-library's cleanup, the stores'
          // stops, unstubbed globals: render-app.tsx, registered for every file by dom-setup.ts, which also resets
          // the page's simulation store after each file). So a worker runs file after file in one thread and
          // window: jsdom, React and the App are compiled and imported once per worker, not once per file (a new
          // thread each time compiled them afresh: ten small files 28.4 → 13.5 s of CPU at load 15-30).
          name: 'dom',
          include: ['test/unit/ui/**/*.test.tsx'],
          // A file that mocks a module of the App, or keeps a module's state it asserts on, keeps a thread its own.
          exclude: ['test/unit/ui/output-editor.test.tsx'],
          setupFiles: ['test/unit/ui/dom-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The state layer's tests make their own store, storage and clients in each test (fakes passed in, not
          // globals), so they too share a thread and module graph per worker.
          name: 'state',
          include: ['src/state/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_STATE,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // A file each: the one that mocks a module of the App, and the state files that install a global
          // (fake-indexeddb) or assert what the page has not loaded yet (the lazy link coder).
          name: 'isolated',
          include: [
            'src/ui/**/*.test.tsx',
            'test/unit/ui/**/*.test.ts',
            'test/unit/ui/output-editor.test.tsx',
            ...ISOLATED_STATE,
          ],
        },
      },
    ],
  },
})
