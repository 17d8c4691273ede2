import type { TrimPart } from '../strategies/trim.ts'

/**
 * Where one rule of a harness comes from: a line of its code (open source, at the commit read) or a page of its
 * documentation with the date it was read (closed source). Shown beside the rule in the app.
 */
export type RuleSource =
  | { kind: 'code'; file: string; line: number; lineEnd?: number }
  | { kind: 'doc'; page: string; read: string; says: string }

/**
 * What a harness follows, as a whole: a repository at one commit (open source), or documentation pages read on
 * a date (closed source). Every constant of the harness names its own `RuleSource` within it.
 */
export type HarnessSource =
  | { kind: 'code'; repository: string; commit: string; ref: string; note?: string }
  | { kind: 'doc'; pages: readonly string[]; read: string; note?: string }

/** A value a user gives a harness parameter (`Scenario.harnessSettings`). */
export type ParamValue = number | string | boolean

/** What a user may set an editable parameter to, and its default (the source's). */
export type ParamEdit =
  | { kind: 'number'; default: number; min: number; max: number; integer: boolean; unit: string }
  | { kind: 'boolean'; default: boolean }
  | { kind: 'choice'; default: string; choices: readonly string[] }

/** A harness's edited parameters by id (`Scenario.harnessSettings[harnessId]`): absent ids take their defaults. */
export type HarnessOverrides = Readonly<Record<string, ParamValue>>

/** One parameter of a harness: its default, its unit, and where the default comes from. */
export interface HarnessParam {
  id: string
  label: string
  value: number | string
  unit: string
  source: RuleSource
  /** The environment variable or config key a user changes it with, when there is one. */
  setBy?: string
  /**
   * Present when a user can change it in the app (`Scenario.harnessSettings`): its type, range and default. A
   * parameter without it is a fact of the harness (a format, a derived figure), shown but not set.
   */
  edit?: ParamEdit
}

/** One tool output as a harness's model receives it. */
export interface Delivery {
  /** The exact text the model receives. */
  text: string
  /** `text` as ranges of the original and added notices, in order (notices are the `notice` parts). */
  parts: TrimPart[]
  truncated: boolean
  /** Chars of the original the model sees. */
  keptChars: number
  /** Warnings the harness shows its user, not its model (Claude Code's MCP output warning). */
  warnings: string[]
  /** The size in the harness's own measure (Codex: UTF-8 bytes / 4 rounded up; Claude Code: chars). */
  measure: { unit: string; value: number }
  /** Which of the harness's rules applied (for the column: "exec output", "MCP result", "saved to a file"). */
  rule: string
}

/** One output as a harness is given it: its tool's name, whether it is an error, and its text. */
export interface HarnessInput {
  tool: string
  isError: boolean
  text: string
  /** Index of the call in its batch (names a saved file). */
  callIndex: number
}

/** What the app shows of a harness: plain data, so it crosses from the worker to the page. */
export interface HarnessInfo {
  id:
    | 'codex-cli'
    | 'claude-code'
    | 'anthropic-api'
    | 'gemini-cli'
    | 'opencode'
    | 'openhands'
    | 'langchain'
    | 'deepagents'
  label: string
  source: HarnessSource
  /** One line for the column head: version or commit, and what decides each output's fate. */
  summary: string
  params: readonly HarnessParam[]
  /** Its rules over a whole session (clearing, pruning, compaction), with defaults and sources, where it has them. */
  session?: { summary: string; params: readonly HarnessParam[] }
}

/** A harness: its rules as code, their parameters and sources, and the per-output delivery. */
export interface Harness extends HarnessInfo {
  /** One output as its model receives it, under the user's edited parameters (absent: the source's defaults). */
  deliver(input: HarnessInput, overrides?: HarnessOverrides): Delivery
  /** Its per-output parameters under the user's edits, where some are derived from others (Codex's history cut). */
  paramsAt?(overrides?: HarnessOverrides): HarnessParam[]
  /** Its session parameters under the user's edits, where some are derived from others (opencode's usable window). */
  sessionParamsAt?(overrides?: HarnessOverrides): HarnessParam[]
}

/**
 * The notices of a delivery: the parts that are not the original's.
 * @example noticesOf([{ kind: 'kept', start: 0, end: 2 }, { kind: 'notice', text: '…' }]) → ['…']
 */
export const noticesOf = (parts: readonly TrimPart[]): string[] =>
  parts.flatMap((p) => (p.kind === 'notice' ? [p.text] : []))

/**
 * A source as one line for the app: `file:line` at the harness's commit, or the page and the date read.
 * @example describeRule({ kind: 'code', file: 'a.rs', line: 3 }) === 'a.rs:3'
 */
export function describeRule(r: RuleSource): string {
  if (r.kind === 'code') return `${r.file}:${r.line}${r.lineEnd ? `-${r.lineEnd}` : ''}`
  return `${r.page} (read ${r.read})`
}

/**
 * The source a harness follows, in one line: its repository at the commit read, or the date its pages were read.
 * @example harnessSourceLine(CODEX_HARNESS) === 'github.com/openai/codex rust-v0.125.0 @ 637f7dd6'
 */
export function harnessSourceLine(h: Pick<HarnessInfo, 'source'>): string {
  const s = h.source
  if (s.kind === 'code') return `${s.repository} ${s.ref} @ ${s.commit.slice(0, 8)}`
  return `docs read ${s.read}`
}
