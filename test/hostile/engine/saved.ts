// The saved copy with its long texts kept apart (IndexedDB), put back together.
import { FIFTY_MB, type HostileInput, nestObject, oneCall, scenarioText } from './make.ts'

export const SAVED: HostileInput[] = [
  {
    id: 'saved-invalid',
    what: 'a saved copy that is not JSON',
    entry: 'saved',
    make: () => ({ file: '{"version":3, oops', texts: [] }),
    expect: 'refused',
  },
  {
    id: 'saved-version-99',
    what: 'a saved copy of version 99',
    entry: 'saved',
    make: () => ({ file: '{"version":99}', texts: [] }),
    expect: 'refused',
  },
  {
    id: 'saved-text-proto',
    what: 'a kept text whose path goes through __proto__',
    entry: 'saved',
    make: () => ({
      file: '{"version":3,"title":""}',
      texts: [{ path: ['__proto__', 'polluted'], text: 'yes' }],
    }),
    expect: 'refused',
    says: /does not fit/,
  },
  {
    id: 'saved-text-constructor',
    what: 'a kept text whose path is constructor.prototype',
    entry: 'saved',
    make: () => ({
      file: '{"version":3,"title":""}',
      texts: [{ path: ['constructor', 'prototype', 'polluted'], text: 'yes' }],
    }),
    expect: 'refused',
  },
  {
    id: 'saved-text-nowhere',
    what: 'a kept text for a path that is not there',
    entry: 'saved',
    make: () => ({ file: '{"version":3,"title":""}', texts: [{ path: ['batches', 7, 'calls'], text: 'x' }] }),
    expect: 'refused',
  },
  {
    id: 'saved-text-not-string',
    what: 'a kept text over a number',
    entry: 'saved',
    make: () => ({
      file: '{"version":3,"resultBudget":{"resultBudgetChars":5}}',
      texts: [{ path: ['resultBudget', 'resultBudgetChars'], text: 'x' }],
    }),
    expect: 'refused',
  },
  {
    id: 'saved-100k-texts',
    what: '100,000 kept texts',
    entry: 'saved',
    make: () => ({
      file: '{"version":3,"title":""}',
      texts: Array.from({ length: 100_000 }, () => ({ path: ['title'], text: 'x' })),
    }),
    expect: 'either',
    boundMs: 10_000,
  },
  {
    id: 'saved-50mb-text',
    what: 'a 50 MB kept output put back',
    entry: 'saved',
    make: () => ({
      file: scenarioText(oneCall({ output: { kind: 'text', text: '' } })),
      texts: [{ path: ['batches', 0, 'calls', 0, 'output', 'text'], text: 'z'.repeat(FIFTY_MB) }],
    }),
    expect: 'accepted',
    boundMs: 30_000,
  },
  {
    id: 'saved-script-text',
    what: 'a kept text holding a script',
    entry: 'saved',
    make: () => ({
      file: '{"version":3,"title":""}',
      texts: [{ path: ['title'], text: '<script>window.__pwned=1</script>' }],
    }),
    expect: 'accepted',
    keeps: ['<script>window.__pwned=1</script>'],
  },
  {
    id: 'saved-deep',
    what: 'a saved copy nested 10,000 deep',
    entry: 'saved',
    make: () => ({ file: nestObject(10_000), texts: [] }),
    expect: 'refused',
    says: /nested more than 200/,
  },
]
