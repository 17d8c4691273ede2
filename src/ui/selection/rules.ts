import selection from 'virtual:number-fields/selection'
import { SELECTION_LIMITS as L } from '../../state/engine.ts'
import { fieldRule } from '../../state/number-fields.ts'

const sel = (path: string, label?: string) =>
  fieldRule(selection, `selection.${path}`, label === undefined ? {} : { label })

/** The selection panel's number fields, as the Scenario schema has them so the UI and validation agree. */
export const SEL_RULES = {
  maxTools: sel('maxTools'),
  minPerCategory: sel('minPerCategory'),
  weight: sel('categories[].weight'),
  genCategories: sel('generated.categories'),
  genTools: sel('generated.toolsPerCategory', 'tools per category'),
}

/** Checks a list of names a user typed against the section's limits; null when it may be committed. */
export function checkNames(names: readonly string[], max: number, what: string): string | null {
  if (names.length > max)
    return `At most ${max.toLocaleString('en-US')} ${what} (got ${names.length.toLocaleString('en-US')})`
  const long = names.find((n) => n.length > L.maxNameChars)
  if (long !== undefined) return `A name is at most ${L.maxNameChars} chars: “${long.slice(0, 30)}…”`
  return null
}
