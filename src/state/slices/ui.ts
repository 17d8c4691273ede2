import type { GetState, SavedWorkSlice, SetState, UiSlice } from '../types.ts'

/** Field errors and notices: what the page says beside the scenario. */
export const uiSlice = (set: SetState, get: GetState): UiSlice => ({
  fieldErrors: {},
  setFieldError: (key, message) => {
    const { [key]: _, ...rest } = get().fieldErrors
    set({ fieldErrors: message === null ? rest : { ...rest, [key]: message } })
  },
  notices: [],
  notify: (notice) => set({ notices: [...get().notices.filter((n) => n.id !== notice.id), notice] }),
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
})

/** Saved work as shown: empty until persistence, the store's storage side, starts and fills it in. */
export const savedWorkSlice = (): SavedWorkSlice => ({
  kept: [],
  keptActions: null,
  saveStatus: { kind: 'idle' },
  linkMaker: null,
})
