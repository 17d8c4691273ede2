import * as z from 'zod/mini'
import { checkHarnessSettings } from './harnesses/overrides.ts'
import { HARNESSES } from './harnesses/registry.ts'
import './base/schema-helpers.ts'

// A value is a number, a yes/no or a choice's name: nothing longer than a model slug.
const ParamValueSchema = z.union([z.number(), z.boolean(), z.string().check(z.maxLength(100))])

/**
 * The user's edits to the harnesses' parameters: `{ [harnessId]: { [paramId]: value } }`, ids and ranges from each
 * harness's source record (`params[].edit`), so a harness added to `HARNESSES` is covered with no change here.
 * Each bad value fails with one line naming the harness, the parameter and the unit.
 * @example HarnessSettingsSchema.parse({ 'codex-cli': { 'tool-output-token-limit': 5_000 } })['codex-cli']
 */
export const HarnessSettingsSchema = z
  .record(z.string().check(z.maxLength(60)), z.record(z.string().check(z.maxLength(60)), ParamValueSchema))
  .check(
    z.superRefine((settings, ctx) => {
      for (const message of checkHarnessSettings(settings, HARNESSES))
        ctx.issues.push({ code: 'custom', message, input: settings })
    }),
  )
export type HarnessSettings = z.infer<typeof HarnessSettingsSchema>
