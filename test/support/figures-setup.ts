// Vitest setup (every test file): counts the cases fast-check runs, test by test, into the test's meta, so
// the run's report can say how many generated inputs the suite tried (figures-reporter.ts adds them up).
import fc from 'fast-check'
import { afterEach } from 'vitest'

let cases = 0
fc.installGlobalPlugin(() => ({
  onAllRunsComplete: (details) => {
    cases += details.numRuns
  },
}))

afterEach(({ task }) => {
  if (cases > 0) task.meta.fuzzCases = cases
  cases = 0
})
