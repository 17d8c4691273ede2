import type { HarnessSource, RuleSource } from '../types.ts'

/**
 * The code read: anomalyco/opencode (formerly sst/opencode), packages/opencode/src/session/compaction.ts at commit
 * fd78ec63. The repository was too large to fetch whole here, so files were read one by one from an index whose
 * versions of a path come from different commits: the placeholder is in message-v2.ts at the same commit, the token
 * estimate in util/token.ts at 0f7d18ad. Check them against the current tree.
 */
export const OPENCODE_SOURCE: HarnessSource = {
  kind: 'code',
  repository: 'github.com/anomalyco/opencode',
  commit: 'fd78ec63492f89beb0bcff15321ebbb23f214cc2',
  ref: 'session/compaction.ts',
  note: 'read file by file (the repository was too large to fetch): message-v2.ts at the same commit; util/token.ts at 0f7d18ade907d7c9bdb619406f9e7fd4145e1304. Not modelled: its tools’ own output limits',
}

const READ = '2026-11-28'
const code = (file: string, line: number, lineEnd?: number): RuleSource => ({
  kind: 'code',
  file: `packages/opencode/src/${file}`,
  line,
  lineEnd,
})

/** Where each rule of the opencode harness is written. */
export const OPENCODE_RULES = {
  pruneMinimum: code('session/compaction.ts', 50),
  pruneProtect: code('session/compaction.ts', 51),
  protectedTools: code('session/compaction.ts', 53),
  prune: code('session/compaction.ts', 58, 101),
  turns: code('session/compaction.ts', 70, 71),
  buffer: code('session/compaction.ts', 30),
  overflow: code('session/compaction.ts', 32, 48),
  placeholder: {
    kind: 'doc',
    page: 'https://github.com/anomalyco/opencode/blob/fd78ec63492f89beb0bcff15321ebbb23f214cc2/packages/opencode/src/session/message-v2.ts',
    read: READ,
    says: 'toModelMessages: a compacted tool part’s output is sent as "[Old tool result content cleared]" and its attachments dropped',
  } as RuleSource,
  outputMax: {
    kind: 'doc',
    page: 'https://github.com/anomalyco/opencode/blob/dev/packages/opencode/src/provider/transform.ts',
    read: READ,
    says: 'maxOutputTokens = Math.min(model.limit.output, OUTPUT_TOKEN_MAX) || OUTPUT_TOKEN_MAX; OUTPUT_TOKEN_MAX = OPENCODE_EXPERIMENTAL_OUTPUT_TOKEN_MAX || 32_000 (read in the index, commit not pinned)',
  } as RuleSource,
  estimate: {
    kind: 'doc',
    page: 'https://github.com/anomalyco/opencode/blob/0f7d18ade907d7c9bdb619406f9e7fd4145e1304/packages/opencode/src/util/token.ts',
    read: READ,
    says: 'Token.estimate: Math.max(0, Math.round(length / 4)) (CHARS_PER_TOKEN = 4)',
  } as RuleSource,
} as const

/** `PRUNE_MINIMUM`: prune only when more than this many tokens would go. */
export const PRUNE_MINIMUM = 20_000
/** `PRUNE_PROTECT`: the newest tool-output tokens never pruned. */
export const PRUNE_PROTECT = 40_000
/** `PRUNE_PROTECTED_TOOLS`. */
export const PRUNE_PROTECTED_TOOLS: readonly string[] = ['skill']
/** `COMPACTION_BUFFER`: the output reserve when a model has an input limit. */
export const COMPACTION_BUFFER = 20_000
/** `ProviderTransform.OUTPUT_TOKEN_MAX` (provider/transform.ts; `OPENCODE_EXPERIMENTAL_OUTPUT_TOKEN_MAX` overrides it). */
export const OUTPUT_TOKEN_MAX = 32_000
/** What a pruned output reads as. */
export const PRUNED_PLACEHOLDER = '[Old tool result content cleared]'
