/**
 * Seed 000's action kinds: what counts against an FTL agent's tool budget and what is exempt, and why, in the
 * seed's own words. Zod-free: the page imports it.
 */
export const ACTION_KINDS = [
  'read',
  'edit',
  'command',
  'verify',
  'parse-workspace',
  'verify-source',
  'preflight',
  'workspace-complete',
  'workspace-block',
  'memory',
  'phase',
] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

/** How an action is accounted: one of the seed's kinds, or a name the seed does not know. */
export type Classified = { kind: ActionKind; counted: boolean } | { kind: 'unknown'; counted: boolean }

interface KindInfo {
  label: string
  counted: boolean
  /** Why, as the seed says it. */
  why: string
}

/** The seed's "What Counts" and "Exempt Actions" tables, one entry per kind. */
export const KIND_INFO: Record<ActionKind, KindInfo> = {
  read: { label: 'Read file', counted: true, why: 'every invocation counts' },
  edit: { label: 'Write/Edit file', counted: true, why: 'every invocation counts (3 edits of one file = 3)' },
  command: { label: 'Run command', counted: true, why: 'every invocation counts' },
  verify: {
    label: 'Verify (a run command)',
    counted: true,
    why: 'a command; a failure with fewer than 2 left BLOCKs a Builder',
  },
  'parse-workspace': { label: 'Parse workspace', counted: true, why: 'first action in Builder' },
  'verify-source': { label: 'Read verify_source', counted: true, why: 'optional test reading' },
  preflight: {
    label: 'Preflight check',
    counted: false,
    why: 'syntax validation loop (may need multiple attempts)',
  },
  'workspace-complete': { label: 'Workspace complete', counted: false, why: 'final state transition' },
  'workspace-block': { label: 'Workspace block', counted: false, why: 'final state transition' },
  memory: { label: 'Memory operation', counted: false, why: 'post-task learning' },
  phase: { label: 'Phase transition', counted: false, why: 'state machine bookkeeping' },
}

/**
 * Names (lower case, letters and digits only) that mean each kind: the seed's examples (`Read {path}`,
 * `Edit {path}`, `Write {path}`, `Bash {command}`) and the usual tool names of agent frameworks.
 */
const ALIASES: Record<ActionKind, readonly string[]> = {
  read: ['read', 'readfile', 'readtextfile', 'cat', 'view'],
  edit: ['edit', 'write', 'multiedit', 'writefile', 'editfile', 'create', 'patch', 'applypatch'],
  command: ['bash', 'run', 'command', 'shell', 'terminal', 'exec', 'runcommand'],
  verify: ['verify', 'test', 'runtests'],
  'parse-workspace': ['parse', 'parseworkspace', 'workspace', 'readworkspace'],
  'verify-source': ['verifysource', 'readverifysource'],
  preflight: ['preflight', 'preflightcheck'],
  'workspace-complete': ['complete', 'workspacecomplete'],
  'workspace-block': ['block', 'workspaceblock'],
  memory: ['memory', 'remember', 'recall'],
  phase: ['phase', 'mode', 'transition', 'phasetransition'],
}

const BY_ALIAS = new Map<string, ActionKind>()
for (const kind of ACTION_KINDS) for (const alias of ALIASES[kind]) BY_ALIAS.set(alias, kind)

/** `Read`, `read_file` and `READ-FILE` all become `readfile`. */
export const normalizeName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The kind a tool name means, or null for a name the seed does not know. Any name starting with `memory`
 * (`memory_save`, `memoryRead`) is a memory operation.
 * @example kindOfName('Edit') === 'edit'; kindOfName('get_weather') === null
 */
export function kindOfName(name: string): ActionKind | null {
  const n = normalizeName(name)
  return BY_ALIAS.get(n) ?? (n.startsWith('memory') ? 'memory' : null)
}

/** What a user chose for a name: one of the seed's kinds. */
export interface KindOverride {
  tool: string
  kind: ActionKind
}

/**
 * Classifies one action: the user's choice for its exact name first, then the seed's kinds, else unknown,
 * counted or exempt as the user chose (`unknownActions`; the default counts it, because seed 000 budgets
 * "tool invocations, not unique resources").
 * @example classify('Preflight', new Map(), 'count') → { kind: 'preflight', counted: false }
 */
export function classify(
  tool: string,
  overrides: ReadonlyMap<string, ActionKind>,
  unknownActions: 'count' | 'exempt',
): Classified {
  const kind = overrides.get(tool) ?? kindOfName(tool)
  if (kind) return { kind, counted: KIND_INFO[kind].counted }
  return { kind: 'unknown', counted: unknownActions === 'count' }
}

/** Why an action counts or not, in one line. */
export function reasonFor(c: Classified, tool: string): string {
  if (c.kind === 'unknown') {
    return c.counted
      ? `unknown action “${tool}”: counted (your choice; the seed counts every tool invocation)`
      : `unknown action “${tool}”: exempt (your choice)`
  }
  const info = KIND_INFO[c.kind]
  return `${info.label}: ${info.counted ? 'counts' : 'exempt'} (${info.why})`
}
