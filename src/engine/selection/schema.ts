import * as z from 'zod/mini'
import { wholeNumber } from '../base/schema-helpers.ts'
import { CLIENT_IDS, SELECTION_STRATEGIES } from './choices.ts'
import { SELECTION_LIMITS } from './limits.ts'

/**
 * Seed 004's tool selection, as a Scenario section: the categories of tools (the project's `TOOL_CATEGORIES`),
 * what the classifier returned, `max_tools`, the strategy, scripted `request_more_tools` calls and a client's
 * tool-count limit. Every default of the section is written here once: a section left out is seed 004's own
 * story, the classifier returning `["projects", "github"]` for "Crea una issue en GitHub para el proyecto X", so
 * `per_cat = max(2, 8 // 2) = 4` and each category gets 4 of the 8 slots.
 */
const L = SELECTION_LIMITS

/**
 * The WhatsApp assistant's categories (`TOOL_CATEGORIES`) for a section that names none. The seed names the first
 * four tools of each category and says `projects` has 10; the other names are ours, for illustration.
 */
const SEED_004_CATEGORIES = [
  {
    name: 'projects',
    tools: [
      'create_project',
      'list_projects',
      'add_task',
      'update_task',
      'list_tasks',
      'complete_task',
      'delete_task',
      'get_project',
      'archive_project',
      'project_summary',
    ],
  },
  {
    name: 'github',
    tools: [
      'list_issues',
      'create_issue',
      'get_file_contents',
      'list_pull_requests',
      'add_issue_comment',
      'create_pull_request',
      'search_code',
    ],
  },
  { name: 'notes', tools: ['save_note', 'search_notes', 'list_notes'] },
  { name: 'web', tools: ['web_search', 'fetch_url'] },
]

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
  categories: z.prefault(list(CategorySchema, L.maxCategories, 'categories'), SEED_004_CATEGORIES),
  /** Generated categories `g0001`… with tools `g0001_t0001`…, appended after `categories` (load tests). */
  generated: z.prefault(
    z.object({
      categories: z._default(wholeNumber('generated categories', 'categories', 0, L.maxCategories), 0),
      toolsPerCategory: z._default(
        wholeNumber('generated tools per category', 'tools', 0, L.maxToolsPerCategory),
        0,
      ),
    }),
    {},
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
  client: z._default(z.enum(CLIENT_IDS), 'none'),
})
export type Selection = z.infer<typeof SelectionSchema>

/**
 * Seed 004's story, as a scenario without a `selection` section opens on it.
 * @example defaultSelection().classified → ['projects', 'github']
 */
export const defaultSelection = (): Selection => SelectionSchema.parse({})

export { CLIENT_IDS, type ClientId, SELECTION_STRATEGIES, type SelectionStrategy } from './choices.ts'
