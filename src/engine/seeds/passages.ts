/**
 * The seed documents (docs/seeds/) and the passages the app's formulas, defaults and markers come from. A
 * passage is an exact quote of its document (whitespace runs may differ: the documents wrap lines), so the
 * reader can find and highlight it; a test holds every quote to the document it cites.
 */

/** The five seed documents and their facts summary (docs/seeds/README.md). */
export const SEED_DOC_IDS = ['000', '001', '002', '003', '004', 'facts'] as const
export type SeedDocId = (typeof SEED_DOC_IDS)[number]

/** A seed document: its file in docs/seeds/, what it is, and which system it specifies. */
export interface SeedDoc {
  id: SeedDocId
  file: string
  title: string
  system: string
}

/**
 * The documents in reading order (the facts summary first: it says what the engine must reproduce).
 * @example SEED_DOCS.find((d) => d.id === '003')?.file === '003_302d8b8b23109594.txt'
 */
export const SEED_DOCS: readonly SeedDoc[] = [
  {
    id: 'facts',
    file: 'README.md',
    title: 'The seed documents: what the engine must reproduce',
    system: 'facts summary (where the projects’ code says more than their documents)',
  },
  {
    id: '003',
    file: '003_302d8b8b23109594.txt',
    title: 'Why is there an 80k tool result budget?',
    system: 'Ethos agent framework · Result budget tab',
  },
  {
    id: '002',
    file: '002_42b7065ab6038101.txt',
    title: 'Per-tool budgets',
    system: 'PraisonAI agents · Tool budgets & window tab',
  },
  {
    id: '004',
    file: '004_f332c84986c398ce.txt',
    title: 'Feature: Dynamic Tool Budget & request_more_tools',
    system: 'WhatsApp assistant on qwen3:8b · Tool selection tab',
  },
  {
    id: '000',
    file: '000_e5cdabced49a4700.txt',
    title: 'Tool Budget Reference',
    system: 'FTL agents · Planner call budgets tab',
  },
  {
    id: '001',
    file: '001_f7eafb96706f78da.txt',
    title: 'DRR-005: Agent Tool Coordination',
    system: 'ACP inspector (never implemented by its authors) · Explore / exploit and Plans tabs',
  },
]

/** One passage: which document, and the words quoted from it. */
export interface Passage {
  doc: SeedDocId
  quote: string
}

/**
 * Every passage the app links to, by id (`<doc>/<what>`, so a link names its seed without loading this table).
 * @example PASSAGES['003/even-split'].quote.includes('Math.floor')
 */
export const PASSAGES = {
  // Seed 003, Ethos' result budget.
  '003/default-80k': { doc: '003', quote: 'AgentLoop sets resultBudgetChars: 80_000 by default.' },
  '003/why-80k': {
    doc: '003',
    quote:
      'Roughly four characters per token (English text, not code), so 80,000 characters is around 20,000 tokens of tool output budget per turn.',
  },
  '003/window-math': {
    doc: '003',
    quote:
      "Subtract that from a 200k-token window and you have ~180k tokens left for the system prompt, memory, conversation history, the model's thinking, the model's reply, and headroom for the next iteration of the loop.",
  },
  '003/even-split': {
    doc: '003',
    quote: 'const perCallBudget = Math.floor(ctx.resultBudgetChars / Math.max(calls.length, 1));',
  },
  '003/split-example': {
    doc: '003',
    quote:
      'Three parallel calls get 80_000 / 3 = 26,666 characters each. Five parallel calls get 16,000 each. The math is per-turn, so a single tool call in one turn gets the full 80k.',
  },
  '003/tool-cap': {
    doc: '003',
    quote: 'const budget = Math.min(perCallBudget, entry.tool.maxResultChars ?? perCallBudget);',
  },
  '003/suggested-caps': {
    doc: '003',
    quote:
      'A read_file tool with maxResultChars: 20_000 will never produce more than 20,000 characters in any turn, even when it is the only call and the per-call budget is 80k.',
  },
  '003/post-trim': {
    doc: '003',
    quote: 'if (result.ok && result.value.length > budget) {',
  },
  '003/marker': { doc: '003', quote: '[truncated — 45,231 chars total]' },
  '003/marker-contract': {
    doc: '003',
    quote:
      'The truncation marker is part of the contract. The model sees the marker, knows the result was truncated, knows the original size.',
  },
  '003/per-batch': {
    doc: '003',
    quote: 'The 80k budget applies to each executeParallel invocation, not to the whole turn.',
  },
  '003/guards': {
    doc: '003',
    quote:
      'The total per-turn cost is bounded by maxToolCallsPerTurn (default 20) and maxIdenticalToolCalls (default 5), which exist for the same reason — runaway tool loops.',
  },
  '003/runaway': {
    doc: '003',
    quote:
      'A turn with 21 sequential single-tool iterations trips maxToolCallsPerTurn. The framework exits cleanly with a user-visible tool_progress warning.',
  },
  '003/identical': {
    doc: '003',
    quote: 'the same tool name invoked more than five times in one turn trips a separate guard.',
  },
  '003/pre-trim': {
    doc: '003',
    quote:
      "The contract: if a tool's pre-trim brings the output under the budget, the framework leaves it alone. If the tool ignores the budget or produces output that still exceeds it, the post-trim runs.",
  },
  '003/even-not-weighted': {
    doc: '003',
    quote:
      'The split is even, not weighted. Three parallel calls each get 26k regardless of which tool they are.',
  },
  '003/punish-parallelism': {
    doc: '003',
    quote:
      'Per-call splitting can punish parallelism. Four parallel reads of 30k files each — every result truncates at 20k.',
  },
  '003/chars-not-tokens': {
    doc: '003',
    quote:
      'A token-counting budget instead of character count. Rejected for v1: tokenisation is provider-specific, expensive to compute on every result, and "characters" is a tight enough approximation for the dominant case.',
  },
  '003/override': {
    doc: '003',
    quote:
      'Smaller models (OpenAI-compat with shorter windows) can override via AgentLoopConfig.options.resultBudgetChars; the default targets the dominant case.',
  },
  'facts/003-marker': {
    doc: 'facts',
    quote:
      'in the project\'s code N is the raw length with no thousands separator (a test there expects `[truncated — 50000 chars total]`); the "45,231" in the prose is illustrative. Error results are never trimmed.',
  },
  'facts/003-guards': {
    doc: 'facts',
    quote:
      "it checks `totalToolCalls >= maxToolCallsPerTurn` first, then whether any tool name's count is `>= maxIdenticalToolCalls` (the first such name in first-call order).",
  },
  'facts/003-messages': {
    doc: 'facts',
    quote:
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed quotes a template literal
      '`Stopped: hit ${maxToolCallsPerTurn}-tool-call budget for this turn` or `Stopped: ${name} called ${count} times in one turn (likely loop)` (count may exceed the cap).',
  },
  'facts/003-window': {
    doc: 'facts',
    quote: 'Context-window math: ~4 chars/token, 200k-token window.',
  },
  'facts/003-today': {
    doc: 'facts',
    quote:
      'Later versions of that project changed defaults (1000 calls / 25 identical per turn, plus 5 consecutive calls with identical arguments, keyed on name + JSON of args; a budget floor of 2,000 for small windows).',
  },

  // Seed 002, PraisonAI's per-tool token budgets.
  '002/default': { doc: '002', quote: 'default_tool_output_max=10000,  # Default for all tools' },
  '002/per-tool': {
    doc: '002',
    quote: 'manager.set_tool_budget("file_read", max_tokens=5000, protected=True)',
  },
  '002/manager-config': { doc: '002', quote: 'config = ManagerConfig(' },
  '002/env': { doc: '002', quote: 'export PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=10000' },
  '002/unknown-tool': {
    doc: '002',
    quote: 'budget = manager.get_tool_budget("unknown")    # default_tool_output_max',
  },
  '002/marker': { doc: '002', quote: '# "...[output truncated]..."' },
  '002/protected': { doc: '002', quote: 'Protected tools are not pruned during optimization:' },
  '002/context-config': { doc: '002', quote: '#   default_tool_max:       10,000' },
  'facts/002-truncate': {
    doc: 'facts',
    quote:
      'if `cur <= max_tokens` return the output unchanged; else `max_chars = int(len(output) * (max_tokens / cur) * 0.9)` and return `output[:max_chars] + "\\n...[output truncated]..."`.',
  },
  'facts/002-today': {
    doc: 'facts',
    quote: 'then `tail = min(max_chars // 5, 1000)`, `head = output[:max_chars - tail]`',
  },
  'facts/002-marker-today': {
    doc: 'facts',
    quote:
      'returns `head + "\\n...[" + f"{len(output):,}" + " chars, showing first/last portions]...\\n" + tail_text`',
  },
  'facts/002-heuristic': {
    doc: 'facts',
    quote:
      'Its default token estimate is a heuristic: 0.25 tokens per ASCII char, 1.3 per non-ASCII char, `max(1, int(total))`; an accurate mode uses the cl100k_base tokenizer.',
  },
  'facts/002-reservations': {
    doc: 'facts',
    quote:
      'Its budgeter reserves absolute token amounts: system 2,000, rules 500, skills 500, memory 1,000, tool schemas 2,000, tool outputs 20,000, buffer 1,000, output reserve 8,000; history gets the rest of the window.',
  },
  'facts/002-prune': {
    doc: 'facts',
    quote:
      'Older tool messages outside the most recent are pruned to a per-tool limit (default 4,000 chars) unless protected.',
  },

  // Seed 004, the WhatsApp assistant's tool selection.
  '004/per-cat': { doc: '004', quote: 'per_cat = max(2, max_tools // len(categories))' },
  '004/bug': {
    doc: '004',
    quote: 'El loop interno añade tools hasta `len(selected) >= max_tools` → `return selected` temprano',
  },
  '004/starvation': {
    doc: '004',
    quote: 'Con 5 categorías: `per_cat = max(2, 1) = 2` → 2 tools por categoría → capped por `[:max_tools]`',
  },
  '004/no-redistribution': {
    doc: '004',
    quote:
      'El budget sobrante NO se redistribuye a otras categorías en este ciclo (simplicidad > optimización).',
  },
  '004/max-tools': {
    doc: '004',
    quote:
      '| `max_tools` (parámetro de `execute_tool_loop`) | `8` | Budget total de tools por iteración (sin contar el meta-tool) |',
  },
  '004/meta-first': {
    doc: '004',
    quote: 'El meta-tool está SIEMPRE en posición 0, independientemente de las categorías seleccionadas.',
  },
  '004/iterations': {
    doc: '004',
    quote: '**`request_more_tools` consume una iteración**: el loop sigue siendo de MAX_TOOL_ITERATIONS=5.',
  },
  '004/sorted': {
    doc: '004',
    quote: '**`build_request_more_tools_schema` ordena las categorías**',
  },
  'facts/004-walk': {
    doc: 'facts',
    quote:
      "Categories are walked in the order the classifier gave; within each, tool names are taken in the category's order, skipping names already selected and names that are not among the available tools, at most `per_cat` each; the list is then cut to `[:max_tools]` — so with many categories the later ones starve.",
  },
  'facts/004-meta': {
    doc: 'facts',
    quote:
      '`request_more_tools(categories, reason?)` is always first in the tool list and does not use a slot.',
  },
  'facts/004-loaded': {
    doc: 'facts',
    quote:
      'replying `Loaded N new tools: ...` or `No new tools added (already available or unknown category)`.',
  },
  'facts/004-plain-chat': {
    doc: 'facts',
    quote:
      'the assistant answers as plain chat: no tools are offered, not even `request_more_tools`, and there is no tool loop.',
  },
  'facts/004-edges': {
    doc: 'facts',
    quote:
      'The pre-fix walk checks `len(selected) >= max_tools` after each newly seen name, so with `max_tools` 0 it still returns the first available name (one tool)',
  },
  'facts/004-schema': {
    doc: 'facts',
    quote: "The meta tool's schema as the code builds it (it is what costs context)",
  },
  'facts/004-window': {
    doc: 'facts',
    quote: 'it estimates context as chars/4 against a 32,000-token window (qwen3:8b).',
  },

  // Seed 000, the FTL agents' call budgets.
  '000/formula': { doc: '000', quote: 'budget = min(9, MINIMUM + FILE_BONUS + COMPLEXITY)' },
  '000/minimum': {
    doc: '000',
    quote: 'MINIMUM = 5                           # READ(1) + IMPLEMENT(1) + VERIFY(1) + RETRY_MARGIN(2)',
  },
  '000/file-bonus': {
    doc: '000',
    quote: 'FILE_BONUS = max(0, len(delta) - 1)   # Additional files beyond first',
  },
  '000/complexity': {
    doc: '000',
    quote: 'COMPLEXITY = 2 if (prior_failures OR framework_confidence >= 0.6) else 0',
  },
  '000/table': { doc: '000', quote: '| 3 files + prior failures | 9 | 5 + 2 files + 2 complexity |' },
  '000/roles': {
    doc: '000',
    quote: '| Builder | 5-9 (from workspace) | Task-specific, set by Planner (minimum 5) |',
  },
  '000/counting': {
    doc: '000',
    quote: '| 3 Edit calls to same file | 3 | Each invocation counts |',
  },
  '000/exempt': {
    doc: '000',
    quote: '| Preflight checks | Syntax validation loop (may need multiple attempts) |',
  },
  '000/exhaustion': {
    doc: '000',
    quote:
      '1. **Builder**: GOTO BLOCK (budget exhausted) 2. **Observer**: Complete current phase, note incomplete analysis 3. **Explorer**: Return partial results with `status: "partial"`',
  },
  '000/emit': { doc: '000', quote: 'EMIT: "Budget: {N}/{total}, Action: {description}"' },
  'facts/000-block': {
    doc: 'facts',
    quote: 'Exhaustion: Builder → BLOCK (also when fewer than 2 remain and verify fails)',
  },

  // Seed 001, DRR-005's tool-call plans and explore/exploit policy.
  '001/plan': { doc: '001', quote: 'ToolCallPlan := {' },
  '001/budget': {
    doc: '001',
    quote:
      'ResourceBudget := { maxToolCalls?: number                 // Call count limit maxLatency?: Duration                 // Time budget maxCost?: ResourceUnits               // Cost budget (arbitrary units) scaleFactor?: float                   // SLL scale probe (1.0 = baseline) }',
  },
  '001/policy': {
    doc: '001',
    quote: 'strategy: Greedy | EpsilonGreedy | UCB | ThompsonSampling',
  },
  '001/intent': { doc: '001', quote: 'ToolCallIntent := {' },
  '001/findings': {
    doc: '001',
    quote:
      'ValidationFinding.BudgetExceeded(planId, exceeded: ResourceBudget) ValidationFinding.PlanDeviation(planId, expected: ToolCallIntent, actual: ToolCall) ValidationFinding.BLPViolation(planId, trick: string, generalAlternative: string)',
  },
  '001/blp': {
    doc: '001',
    quote: '**BLP violations**: Flag domain-specific tricks when general methods available',
  },
  '001/report-only': {
    doc: '001',
    quote:
      'Should Sentinel enforce budgets or just report violations? (Proposal: report only, enforcement is agent responsibility)',
  },
  '001/greedy-today': {
    doc: '001',
    quote: 'No exploration-exploitation policy—all tool choices are "exploit" (greedy)',
  },
  '001/scale': {
    doc: '001',
    quote: '**Scale-awareness**: SLL scale factor + BLP preferGeneralMethods',
  },
  'facts/001-ours': {
    doc: 'facts',
    quote:
      'This design was proposed and never implemented by its authors: our engine is its first implementation, so the semantics of the policies, costs and findings are ours to define precisely, document and test.',
  },
} as const satisfies Record<string, Passage>

/** The id of a passage the app links to. */
export type PassageId = keyof typeof PASSAGES

/**
 * The document a passage id names, read from the id itself (so a link needs no table).
 * @example docOfPassage('004/per-cat') === '004'
 */
export function docOfPassage(id: PassageId): SeedDocId {
  return id.slice(0, id.indexOf('/')) as SeedDocId
}

/**
 * Where a passage sits in its document's text: the first match of its quote, any run of whitespace in the
 * quote matching any run in the text (the documents wrap lines and indent; quotes are written on one line).
 * Null when the quote is not there (a test keeps that from happening).
 * @example findPassage('a  b\n  c', 'b c') // { start: 3, end: 8 }
 */
export function findPassage(text: string, quote: string): { start: number; end: number } | null {
  const pattern = quote
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+')
  const match = new RegExp(pattern).exec(text)
  return match ? { start: match.index, end: match.index + match[0].length } : null
}
