import { describe, expect, it } from 'vitest'
import { DepthGuardedJsonWorker } from './depth-guarded-json-worker.ts'

/** Monaco's worker context as the JSON worker uses it: the mirrored models of the page. */
const contextWith = (text: string) => ({
  getMirrorModels: () => [
    { uri: { toString: () => 'inmemory://plans/a.json' }, version: 1, getValue: () => text },
  ],
})
const workerOver = (text: string) =>
  new DepthGuardedJsonWorker(contextWith(text), {
    languageId: 'json',
    enableSchemaRequest: false,
    languageSettings: { validate: true, allowComments: false, schemas: [] },
  }) as unknown as {
    doValidation(uri: string): Promise<{ message: string }[]>
    getFoldingRanges(uri: string, context: object): Promise<unknown[]>
  }

describe('DepthGuardedJsonWorker', () => {
  it('validates a text of ordinary depth as Monaco does', async () => {
    const problems = await workerOver('{"a": [1, 2,]}').doValidation('inmemory://plans/a.json')
    expect(problems.length).toBeGreaterThan(0)
  })

  it('answers a 10,000-deep text with nothing instead of overflowing its stack', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
    const worker = workerOver(deep)
    await expect(worker.doValidation('inmemory://plans/a.json')).resolves.toEqual([])
    await expect(worker.getFoldingRanges('inmemory://plans/a.json', {})).resolves.toEqual([])
  })
})
