import type { NumberRule } from '../../engine/index.ts'
import { SELECTION_LIMITS as L } from '../../state/engine.ts'

/** The selection panel's number fields, from the engine's limits so the UI and validation agree. */
export const SEL_RULES = {
  maxTools: { label: 'max_tools', unit: 'slots', kind: 'whole', min: 0, max: L.maxSlots },
  minPerCategory: { label: 'minimum per category', unit: 'slots', kind: 'whole', min: 0, max: L.maxSlots },
  weight: { label: 'weight', unit: 'parts', kind: 'whole', min: 0, max: L.maxWeight },
  genCategories: {
    label: 'generated categories',
    unit: 'categories',
    kind: 'whole',
    min: 0,
    max: L.maxCategories,
  },
  genTools: { label: 'tools per category', unit: 'tools', kind: 'whole', min: 0, max: L.maxToolsPerCategory },
} satisfies Record<string, NumberRule>

/** Checks a list of names a user typed against the section's limits; null when it may be committed. */
export function checkNames(names: readonly string[], max: number, what: string): string | null {
  if (names.length > max)
    return `At most ${max.toLocaleString('en-US')} ${what} (got ${names.length.toLocaleString('en-US')})`
  const long = names.find((n) => n.length > L.maxNameChars)
  if (long !== undefined) return `A name is at most ${L.maxNameChars} chars: “${long.slice(0, 30)}…”`
  return null
}
