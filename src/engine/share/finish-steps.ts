/**
 * Work done in steps (a generator that yields between them), every step taken at once: the return value. The
 * engine's long encoders are generators so a worker can pause between steps and drop work no longer wanted;
 * the CLI, the tests and small links take them whole with this.
 * @example finishSteps(encodeShareLinkSteps(defaultScenario())) === encodeShareLink(defaultScenario())
 */
export function finishSteps<T>(steps: Generator<unknown, T, void>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
