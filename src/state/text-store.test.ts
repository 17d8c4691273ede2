import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { openIndexedDbTextStore } from './text-store.ts'

describe('openIndexedDbTextStore', () => {
  it('keeps a 20 MB text in IndexedDB and gives it back exactly, lists and deletes by id', async () => {
    const store = openIndexedDbTextStore()
    if (!store) throw new Error('no IndexedDB')
    const text = `${'日本語 and emoji 🎉\n'.repeat(1_000_000)}`.slice(0, 20_000_000)
    await store.set('t-a-1', text)
    await store.set('t-b-2', 'small')
    expect((await store.get('t-a-1')) === text).toBe(true)
    expect((await store.ids()).sort()).toEqual(['t-a-1', 't-b-2'])
    await store.delete(['t-a-1'])
    expect(await store.get('t-a-1')).toBeUndefined()
    expect(await store.ids()).toEqual(['t-b-2'])
  })
})
