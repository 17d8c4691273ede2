// Vitest setup of the component tests (the 'dom' project, vitest.config.ts), which run file after file in one
// worker thread and module graph: what a file's tests share by design is started afresh for the next file.
import { afterAll, afterEach } from 'vitest'
import { resetPageSimulation } from '../../../src/state/simulation.ts'
import { cleanupRenderedApp } from './render-app.tsx'

// render-app.tsx registers its cleanup when it is first evaluated, which in a shared module graph is for the
// first file only; every file needs it after each test (run twice in that first file, which changes nothing).
afterEach(cleanupRenderedApp)

// The page's simulation stores outlive a test on purpose (a result survives switching tabs); a new file is a
// new page, as it was when each file had a thread of its own.
afterAll(() => resetPageSimulation())
