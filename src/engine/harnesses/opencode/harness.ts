import { deliverWhole } from '../deliver-whole.ts'
import { booleanParam, numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, HarnessParam } from '../types.ts'
import { OPENCODE_SESSION_DEFAULTS, type OpencodeSessionSettings, usableTokens } from './session.ts'
import {
  COMPACTION_BUFFER,
  OPENCODE_RULES,
  OPENCODE_SOURCE,
  PRUNE_MINIMUM,
  PRUNE_PROTECT,
  PRUNE_PROTECTED_TOOLS,
  PRUNED_PLACEHOLDER,
} from './source.ts'

/**
 * One output as opencode's model first receives it: whole (its tools' own limits are not modelled here); pruning
 * clears it later in the session (`session.ts`).
 * @example deliverOpencode({ tool: 'bash', isError: false, text: 'ok', callIndex: 0 }).truncated === false
 */
export function deliverOpencode(input: HarnessInput): Delivery {
  const { text } = input
  return deliverWhole(
    text,
    { unit: 'tokens (chars / 4)', value: Math.max(0, Math.round(text.length / 4)) },
    'passed whole (pruned later in the session)',
  )
}

const fmt = (n: number) => n.toLocaleString('en-US')

/**
 * opencode's session settings under the app's edited parameters (ids of `opencodeSessionParams`), for
 * `opencodeSession`; absent ones keep its defaults.
 * @example opencodeSessionSettings({ prune: false }).prune === false
 */
export const opencodeSessionSettings = (o?: HarnessOverrides): OpencodeSessionSettings => ({
  ...OPENCODE_SESSION_DEFAULTS,
  prune: booleanParam(o, 'prune', OPENCODE_SESSION_DEFAULTS.prune),
  auto: booleanParam(o, 'auto', OPENCODE_SESSION_DEFAULTS.auto),
  contextLimit: numberParam(o, 'context', OPENCODE_SESSION_DEFAULTS.contextLimit),
  pruneProtect: numberParam(o, 'protect', OPENCODE_SESSION_DEFAULTS.pruneProtect),
  pruneMinimum: numberParam(o, 'minimum', OPENCODE_SESSION_DEFAULTS.pruneMinimum),
})

const tokens = (d: number) =>
  ({ kind: 'number', default: d, min: 0, max: 100_000_000, integer: true, unit: 'tokens' }) as const
/** A constant of opencode's code the app lets a user try other values of: no setting of opencode changes it. */
const fixedInCode = (constant: string) =>
  `fixed in opencode’s code (${constant}): no setting changes it; a value here is a what-if`

/** opencode's pruning and compaction rules, each at its file:line, with the values `s` gives them. */
export function opencodeSessionParams(
  s: OpencodeSessionSettings = OPENCODE_SESSION_DEFAULTS,
): HarnessParam[] {
  const d = OPENCODE_SESSION_DEFAULTS
  return [
    {
      id: 'prune',
      label: 'prunes old tool outputs',
      value: s.prune ? 'yes' : 'no',
      unit: '',
      source: OPENCODE_RULES.prune,
      setBy: 'compaction.prune in opencode.json',
      edit: { kind: 'boolean', default: d.prune },
    },
    {
      id: 'auto',
      label: 'compacts on overflow',
      value: s.auto ? 'yes' : 'no',
      unit: '',
      source: OPENCODE_RULES.overflow,
      setBy: 'compaction.auto in opencode.json',
      edit: { kind: 'boolean', default: d.auto },
    },
    {
      id: 'context',
      label: 'the model’s context limit',
      value: fmt(s.contextLimit),
      unit: 'tokens (limit.context; assumed)',
      source: OPENCODE_RULES.overflow,
      setBy: 'the provider’s limit.context',
      edit: tokens(d.contextLimit),
    },
    {
      id: 'protect',
      label: 'newest tool-output tokens never pruned',
      value: fmt(s.pruneProtect),
      unit: 'tokens (chars / 4)',
      source: OPENCODE_RULES.pruneProtect,
      setBy: fixedInCode('PRUNE_PROTECT'),
      edit: tokens(d.pruneProtect),
    },
    {
      id: 'minimum',
      label: 'prunes only if more than',
      value: fmt(s.pruneMinimum),
      unit: 'tokens would go',
      source: OPENCODE_RULES.pruneMinimum,
      setBy: fixedInCode('PRUNE_MINIMUM'),
      edit: tokens(d.pruneMinimum),
    },
    {
      id: 'protected',
      label: 'tools never pruned',
      value: PRUNE_PROTECTED_TOOLS.join(', '),
      unit: '',
      source: OPENCODE_RULES.protectedTools,
    },
    {
      id: 'turns',
      label: 'turns never pruned',
      value: 2,
      unit: 'the last user turns',
      source: OPENCODE_RULES.turns,
    },
    {
      id: 'placeholder',
      label: 'a pruned output reads',
      value: PRUNED_PLACEHOLDER,
      unit: '',
      source: OPENCODE_RULES.placeholder,
      setBy: 'compaction.prune: false turns pruning off',
    },
    {
      id: 'estimate',
      label: 'tokens counted as',
      value: 'chars / 4, rounded',
      unit: '',
      source: OPENCODE_RULES.estimate,
    },
    {
      id: 'overflow',
      label: 'compacts when a call used',
      value: fmt(usableTokens(s)),
      unit: `tokens: input limit − min(${fmt(COMPACTION_BUFFER)}, max output), or context − max output (${fmt(s.contextLimit)} − ${fmt(s.outputLimit)} assumed)`,
      source: OPENCODE_RULES.overflow,
      setBy: 'compaction.auto, compaction.reserved',
    },
  ]
}

/** opencode as a harness of the replay. */
export const OPENCODE_HARNESS: Harness = {
  id: 'opencode',
  label: 'opencode',
  source: OPENCODE_SOURCE,
  summary: `anomalyco/opencode @ fd78ec63: outputs passed whole; after each turn, outputs past the newest ${fmt(PRUNE_PROTECT)} tokens are pruned to "${PRUNED_PLACEHOLDER}" when over ${fmt(PRUNE_MINIMUM)}; compaction on overflow`,
  params: [
    {
      id: 'per-output',
      label: 'per-output limit',
      value: 'not modelled',
      unit: '(its tools’ own limits)',
      source: OPENCODE_RULES.prune,
    },
  ],
  session: {
    summary: 'SessionCompaction.prune and isOverflow (session/compaction.ts)',
    params: opencodeSessionParams(),
  },
  deliver: (input: HarnessInput, _o?: HarnessOverrides) => deliverOpencode(input),
  sessionParamsAt: (o?: HarnessOverrides) => opencodeSessionParams(opencodeSessionSettings(o)),
}
