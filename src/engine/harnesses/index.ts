import { ANTHROPIC_HARNESS } from './anthropic-api/harness.ts'
import { CLAUDE_HARNESS } from './claude-code/harness.ts'
import { CODEX_HARNESS } from './codex-cli/harness.ts'
import { DEEPAGENTS_HARNESS } from './deepagents/harness.ts'
import { GEMINI_HARNESS } from './gemini-cli/harness.ts'
import { LANGCHAIN_HARNESS } from './langchain/harness.ts'
import { OPENCODE_HARNESS } from './opencode/harness.ts'
import { OPENHANDS_HARNESS } from './openhands/harness.ts'
import type { Harness, HarnessInfo, HarnessOverrides, HarnessParam } from './types.ts'

/** The harnesses the replay runs by their own rules (ARCHITECTURE: a harness is a folder, not a preset). */
export const HARNESSES: Readonly<Record<Harness['id'], Harness>> = {
  'codex-cli': CODEX_HARNESS,
  'claude-code': CLAUDE_HARNESS,
  'anthropic-api': ANTHROPIC_HARNESS,
  'gemini-cli': GEMINI_HARNESS,
  opencode: OPENCODE_HARNESS,
  openhands: OPENHANDS_HARNESS,
  langchain: LANGCHAIN_HARNESS,
  deepagents: DEEPAGENTS_HARNESS,
}

export type {
  Delivery,
  Harness,
  HarnessInfo,
  HarnessInput,
  HarnessOverrides,
  HarnessParam,
  HarnessSource,
  ParamEdit,
  ParamValue,
  RuleSource,
} from './types.ts'
export { describeRule, noticesOf } from './types.ts'

/**
 * A harness's data without its code (what a report carries to the page).
 * @example infoOf(HARNESSES['codex-cli']).id === 'codex-cli'
 */
export const infoOf = ({ id, label, source, summary, params, session }: Harness): HarnessInfo => ({
  id,
  label,
  source,
  summary,
  params,
  ...(session ? { session } : {}),
})

/**
 * A harness's per-output parameters as the column runs them: derived figures follow the user's edits (Codex's
 * history cut at 1.2 × an edited limit); a harness with nothing derived shows its record's.
 * @example paramsAt(infoOf(HARNESSES['codex-cli']), { 'tool-output-token-limit': 5_000 }).find((p) => p.id === 'history')?.value === '24,000'
 */
export function paramsAt(info: HarnessInfo, overrides?: HarnessOverrides): readonly HarnessParam[] {
  const h = (HARNESSES as Readonly<Record<string, Harness>>)[info.id]
  return (overrides && h?.paramsAt?.(overrides)) || info.params
}
