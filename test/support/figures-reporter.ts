// A vitest reporter that adds up the figures tests record in their meta and writes them to
// test-results/unit-report.json, for the run's report (scripts/test.mjs, `npm run bench`):
//   fuzzCases — cases fast-check ran (counted by figures-setup.ts, for every property test);
//   hostile — { inputs, passed } of a hostile-input corpus a test ran (a test sets task.meta.hostile);
//   corpus — the hostile-input corpus's size, by the half that runs each input (test/hostile/corpus.test.ts);
//   files — every test file's time (collecting it, then its tests and hooks, in ms), slowest first, so the
//   report can name where the suite's time goes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

declare module 'vitest' {
  interface TaskMeta {
    fuzzCases?: number
    hostile?: { inputs: number; passed: number }
    corpus?: { entries: number; engine: number; browser: number; both: number }
  }
}

export default class FiguresReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let tests = 0
    let failed = 0
    let fuzzCases = 0
    let propertyTests = 0
    const hostile = { inputs: 0, passed: 0, tests: 0 }
    let corpus: { entries: number; engine: number; browser: number; both: number } | null = null
    const files = modules
      .map((module) => {
        const d = module.diagnostic()
        return { file: module.relativeModuleId, ms: Math.round(d.collectDuration + d.duration) }
      })
      .sort((a, b) => b.ms - a.ms)
    for (const module of modules)
      for (const test of module.children.allTests()) {
        tests++
        if (test.result().state === 'failed') failed++
        const meta = test.meta()
        if (meta.fuzzCases) {
          fuzzCases += meta.fuzzCases
          propertyTests++
        }
        if (meta.corpus) corpus = meta.corpus
        if (meta.hostile) {
          hostile.inputs += meta.hostile.inputs
          hostile.passed += meta.hostile.passed
          hostile.tests++
        }
      }
    const dir = join(process.cwd(), 'test-results')
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, 'unit-report.json'),
      `${JSON.stringify({ finishedAt: new Date().toISOString(), tests, failed, fuzzCases, propertyTests, hostile, corpus, files }, null, 2)}\n`,
    )
  }
}
