import { createContext, type ReactNode, useContext } from 'react'
import { useStore } from 'zustand'
import type { AppState, AppStore } from '../../state/store.ts'

const StoreContext = createContext<AppStore | null>(null)

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** Reads one value of the app state; re-renders only when that value changes. */
export function useApp<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useApp needs a StoreProvider')
  return useStore(store, selector)
}

/** The store when there is one: for parts also drawn alone (a chart in its own test), such as a fault's frame. */
export function useMaybeAppStore(): AppStore | null {
  return useContext(StoreContext)
}

/** The store itself, for event handlers that read state at the moment they run. */
export function useAppStore(): AppStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useAppStore needs a StoreProvider')
  return store
}
