import * as z from 'zod/mini'
import { wholeNumber } from '../schema-helpers.ts'
import { seedCategories } from './defaults.ts'
import { CLIENT_PRESETS, SELECTION_STRATEGIES } from './ids.ts'
import { SELECTION_LIMITS } from './limits.ts'

/**
 * Seed 004's tool selection, as a Scenario section: the categories of tools (the project's `TOOL_CATEGORIES`),
 * what the classifier returned, `max_tools`, the strategy, scripted `request_more_tools` calls and a client's
 * tool-count limit. Validated in the worker only; page code uses the `Selection` type and `defaultSelection()`.
 */
const L = SELECTION_LIMITS

const name = (what: string) =>
  z.string().check(z.maxLength(L.maxNameChars, { error: `${what} is at most ${L.maxNameChars} chars` }))
const list = <T extends z.core.SomeType>(item: T, max: number, what: string) =>
  z.array(item).check(z.maxLength(max, { error: `at most ${max.toLocaleString('en-US')} ${what}` }))

export const CategorySchema = z.object({
  name: name('A category name'),
  /** Tool names in the category's order (the order select_tools walks them). */
  tools: z._default(list(name('A tool name'), L.maxToolsPerCategory, 'tools in a category'), []),
  /** Only the `weighted` strategy reads it. */
  weight: z._default(wholeNumber('weight', 'parts', 0, L.maxWeight), 1),
})
export type Category = z.infer<typeof CategorySchema>

/** A tool's schema as the model receives it: its size in chars (of the Ollama-format JSON), for the cost view. */
export const ToolSchemaInfoSchema = z.object({
  name: name('A tool name'),
  schemaChars: z.optional(wholeNumber('schemaChars', 'chars', 0, L.maxSchemaChars)),
  description: z.optional(z.string().check(z.maxLength(L.maxDescriptionChars))),
})
export type ToolSchemaInfo = z.infer<typeof ToolSchemaInfoSchema>

/** One call in a scripted LLM response; `request_more_tools` is the meta tool, any other name a regular tool. */
export const ScriptedCallSchema = z.object({
  name: name('A tool name'),
  categories: z._default(list(name('A category name'), L.maxCategories, 'categories'), []),
  reason: z._default(z.string().check(z.maxLength(L.maxDescriptionChars)), ''),
})
export type ScriptedCall = z.infer<typeof ScriptedCallSchema>

export const SelectionSchema = z.object({
  maxTools: z._default(wholeNumber('max_tools', 'slots', 0, L.maxSlots), 8),
  minPerCategory: z._default(wholeNumber('minimum per category', 'slots', 0, L.maxSlots), 2),
  strategy: z._default(z.enum(SELECTION_STRATEGIES), 'proportional'),
  categories: z._default(list(CategorySchema, L.maxCategories, 'categories'), seedCategories),
  /** Generated categories `g0001`… with tools `g0001_t0001`…, appended after `categories` (load tests). */
  generated: z._default(
    z.object({
      categories: z._default(wholeNumber('generated categories', 'categories', 0, L.maxCategories), 0),
      toolsPerCategory: z._default(
        wholeNumber('generated tools per category', 'tools', 0, L.maxToolsPerCategory),
        0,
      ),
    }),
    () => ({ categories: 0, toolsPerCategory: 0 }),
  ),
  /** Known schemas; tools listed here but in no category are available, and count in "send every tool". */
  tools: z._default(list(ToolSchemaInfoSchema, L.maxSchemas, 'tool schemas'), []),
  /** Names missing from the project's `all_tools_map` (a disabled skill): select_tools skips them. */
  unavailable: z._default(list(name('A tool name'), L.maxSchemas, 'unavailable tools'), []),
  /** What classify_intent returned, in its order. Fields left out take seed 004's story (as a link does). */
  classified: z._default(list(name('A category name'), L.maxCategories, 'classified categories'), () => [
    'projects',
    'github',
  ]),
  /** Scripted LLM responses, one per iteration of execute_tool_loop. */
  iterations: z._default(
    list(
      z.object({ calls: list(ScriptedCallSchema, L.maxCallsPerIteration, 'calls') }),
      L.maxIterations,
      'iterations',
    ),
    [],
  ),
  client: z._default(z.enum(CLIENT_PRESETS), 'none'),
})
export type Selection = z.infer<typeof SelectionSchema>
export type { ClientPreset, SelectionStrategy } from './ids.ts'
export { CLIENT_PRESETS, SELECTION_STRATEGIES } from './ids.ts'
