// Types of corpus.mjs's lists, as corpus.ts reads them (every entry has an id and what it is).
interface Listed {
  id: string
  what: string
}
export const LINKS: readonly Listed[]
export const FILES: readonly Listed[]
export const PASTES: readonly Listed[]
export const READER_TEXTS: readonly Listed[]
export const PLAN_TEXTS: readonly Listed[]
export const FIELD_ENTRIES: readonly (Listed & { text: string })[]
export const FIELD_TEXTS: readonly string[]
export const SAVED: readonly Listed[]
