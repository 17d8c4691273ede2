import type * as z from 'zod/mini'
import { isRecord } from './is-record.ts'

/** Where a problem is (a path into the value, such as `batches[0].calls[2].tool`) and what it is. */
export interface SchemaIssue {
  path: string
  message: string
}

/**
 * `batches.0.calls.2.tool` → `batches[0].calls[2].tool`: the form a user reads in a message; the empty path is
 * `root`.
 * @example formatPath(['batches', 0, 'tool']) === 'batches[0].tool'
 */
export function formatPath(path: readonly PropertyKey[], root = '(scenario)'): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out || root
}

/**
 * A validation error's first 20 issues, each with its path (`root` for the value itself) and zod's message
 * (English, see schema-helpers.ts).
 * @example issuesOf(error) → [{ path: 'resultBudget.resultBudgetChars', message: 'resultBudgetChars cannot be negative' }]
 */
export function issuesOf(error: z.core.$ZodError, root = '(scenario)'): SchemaIssue[] {
  return error.issues.slice(0, 20).map((i) => ({ path: formatPath(i.path, root), message: i.message }))
}

/**
 * The paths of keys in `input` that validation dropped from `output` (a schema keeps only the fields it knows),
 * so an editor can say which of the user's fields were ignored.
 * @example droppedKeys({ a: 1, b: 2 }, { a: 1 }) → ['b']
 */
export function droppedKeys(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, i) => droppedKeys(item, output[i], `${path}[${i}]`))
  if (!isRecord(input) || !isRecord(output)) return []
  return Object.keys(input).flatMap((key) => {
    const here = path === '' ? key : `${path}.${key}`
    return key in output ? droppedKeys(input[key], output[key], here) : [here]
  })
}
