// Vitest setup of the component tests (the 'dom' project, vitest.config.ts), which run file after file in one
// worker thread and module graph: what a file's tests share by design is started afresh for the next file.
import { afterAll } from 'vitest'
import { resetPageSimulation } from '../../../src/state/simulation.ts'

// The page's simulation stores outlive a test on purpose (a result survives switching tabs); a new file is a
// new page, as it was when each file had a thread of its own.
afterAll(() => resetPageSimulation())
