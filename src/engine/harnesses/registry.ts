import { ANTHROPIC_HARNESS } from './anthropic-api/harness.ts'
import { CLAUDE_HARNESS } from './claude-code/harness.ts'
import { CODEX_HARNESS } from './codex-cli/harness.ts'
import { DEEPAGENTS_HARNESS } from './deepagents/harness.ts'
import { GEMINI_HARNESS } from './gemini-cli/harness.ts'
import { LANGCHAIN_HARNESS } from './langchain/harness.ts'
import { OPENCODE_HARNESS } from './opencode/harness.ts'
import { OPENHANDS_HARNESS } from './openhands/harness.ts'
import type { Harness, HarnessInfo, HarnessOverrides, HarnessParam, ParamValue } from './types.ts'

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

/** An edited value as a parameter row writes it (the row's unit follows it). */
const rowValue = (v: ParamValue): number | string =>
  typeof v === 'boolean'
    ? v
      ? 'yes'
      : 'no'
    : typeof v === 'number'
      ? v.toLocaleString('en-US', { maximumFractionDigits: 4 })
      : v

/**
 * Rows with each edited parameter's value the user's: a harness that derives nothing from its settings still shows
 * what the column runs with. Without edits, the same rows.
 * @example withEdits(infoOf(HARNESSES.opencode).session?.params ?? [], { prune: false })[0]?.value === 'no'
 */
export function withEdits(
  params: readonly HarnessParam[],
  overrides?: HarnessOverrides,
): readonly HarnessParam[] {
  if (!overrides) return params
  return params.map((p) => {
    const v = overrides[p.id]
    return p.edit && v !== undefined ? { ...p, value: rowValue(v) } : p
  })
}

const codeOf = (info: HarnessInfo): Harness | undefined =>
  (HARNESSES as Readonly<Record<string, Harness>>)[info.id]

/**
 * A harness's per-output parameters as the column runs them: edited values, and derived figures that follow them
 * (Codex's history cut at 1.2 × an edited limit); without edits, its record's.
 * @example paramsAt(infoOf(HARNESSES['codex-cli']), { 'tool-output-token-limit': 5_000 }).find((p) => p.id === 'history')?.value === '24,000'
 */
export function paramsAt(info: HarnessInfo, overrides?: HarnessOverrides): readonly HarnessParam[] {
  if (!overrides) return info.params
  return withEdits(codeOf(info)?.paramsAt?.(overrides) ?? info.params, overrides)
}

/**
 * A harness's session parameters as its session runs: edited values, and derived figures that follow them
 * (opencode's usable window under an edited context limit); without edits, its record's (empty: no session rules).
 * @example sessionParamsAt(infoOf(HARNESSES.opencode), { context: 100_000 }).find((p) => p.id === 'overflow')?.value === '68,000'
 */
export function sessionParamsAt(info: HarnessInfo, overrides?: HarnessOverrides): readonly HarnessParam[] {
  const params = info.session?.params ?? []
  if (!overrides) return params
  return withEdits(codeOf(info)?.sessionParamsAt?.(overrides) ?? params, overrides)
}
