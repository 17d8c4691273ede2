import type { PlannerSettings } from './settings.ts'

/**
 * The default action log: a Builder on a one-file task (budget 5) whose first verify fails with no calls left,
 * so it BLOCKs; a framework confidence of 0.6 or more makes the budget 7 and the same log completes.
 */
export const DEFAULT_LOG = `# A Builder on a one-file delta. One action per line: <Action> [what] [fail]
Phase READ
Parse workspace/auth-session.md
Read src/auth/session.py
Preflight python -m py_compile src/auth/session.py
Phase IMPLEMENT
Edit src/auth/session.py
Edit src/auth/session.py
Phase VERIFY
Verify pytest tests/test_session.py [fail]
Edit src/auth/session.py
Verify pytest tests/test_session.py
Memory save session-expiry pattern
Complete
`

/**
 * Seed 000's settings as the playground opens them: a Builder, the seed's constants (5, 9, 2, 0.6), one file
 * in the delta, no prior failures, and the seed project's default framework confidence of 0.5. Zod-free, so
 * the page can build a default scenario without the validation library.
 */
export function defaultPlanner(): PlannerSettings {
  return {
    role: 'builder',
    formula: { minimum: 5, cap: 9, complexityBonus: 2, confidenceThreshold: 0.6 },
    inputs: {
      deltaMode: 'files',
      filesInDelta: 1,
      deltaFiles: ['src/auth/session.py'],
      priorFailures: false,
      frameworkConfidence: 0.5,
    },
    roles: { explorerPerMode: 4, observer: 10 },
    log: { text: DEFAULT_LOG, format: 'auto' },
    unknownActions: 'count',
    kindOverrides: [],
  }
}
