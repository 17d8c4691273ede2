import { describePaths } from './field-facts.ts'
import { ScenarioSchema } from './scenario.ts'

/**
 * What each Scenario field means, attached to the schema's own fields (see `describePaths`) for the format
 * reference, docs/scenario-format.md, which `npm run docs:scenario` generates from the schema with these. Kept
 * here, not beside each field, so the page and the worker never carry the prose; a path the schema lacks throws.
 */
export const SCENARIO_FIELD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  version:
    'The format version (`SCENARIO_VERSION`). Missing means the current one; an older one is migrated; a newer one, or an unknown one, is rejected.',
  title: 'Shown by the app; the engine ignores it.',
  resultBudget: "Seed 003's budget settings. A partial object is completed field by field.",
  tools: "The tools' own settings (seed 003's `maxResultChars`).",
  batches: 'The LLM iterations of one turn, in order.',
  selection: "Seed 004's tool selection: see [Tool selection](#tool-selection).",
  strategies: 'The trims and splits compared: see [Strategies compared](#strategies-compared).',
  cost: 'Tokens and dollars over a session: see [Session cost](#session-cost).',
  view: 'What the user is looking at; the engine ignores it.',
  recorded:
    'What an imported session file recorded about the session: see [`recorded`](#recorded-usage-a-session-file-recorded). The engine ignores it.',
  harnessSettings:
    "The harness columns' parameters the user changed (the Replay tab's Rules and sources): see [`harnessSettings`](#harnesssettings-a-harnesss-edited-parameters).",
  'resultBudget.resultBudgetChars':
    'The budget of **each parallel batch** (one `executeParallel`), not of the turn.',
  'resultBudget.maxToolCallsPerTurn': 'Turn guard: total tool calls across the turn.',
  'resultBudget.maxIdenticalToolCalls':
    'Turn guard: calls of one tool **name** (arguments are not compared).',
  'resultBudget.maxConsecutiveIdenticalCalls':
    'Ethos as its code is today: the turn stops once this many consecutive calls (across batches, in call order) have the same name and the same `JSON.stringify(args)`; checked after the two guards above, with `Stopped: <tool> called N times in a row with identical arguments (likely loop)` (our wording). Absent: no such guard (seed 003 as documented).',
  'resultBudget.resultBudgetFloorChars':
    "Ethos today's floor for small windows (2,000): the batch budget in force is `max(resultBudgetChars, resultBudgetFloorChars)`. Absent: no floor.",
  'tools[].name': 'Matched exactly (case-sensitive) against `batches[].calls[].tool`.',
  'tools[].maxResultChars': 'The tool\'s own cap; absent means "no cap of its own".',
  'tools[].preTrims':
    'The tool trims its own output to the budget it is given (`ctx.resultBudgetChars`): it returns its first `budget` chars, and the post-trim leaves it alone (no marker). Reported as `preTrimmed` on the call.',
  'batches[].calls': 'The tool calls one LLM response asked for, run in parallel.',
  'batches[].recorded':
    'The token usage the imported session file recorded for the response that made these calls: see below. The engine ignores it.',
  'batches[].recorded.inputTokens':
    "Every prompt token the model read, cached or not (Anthropic's `input_tokens` + `cache_read_input_tokens` + `cache_creation_input_tokens`; OpenAI's `input_tokens`).",
  'batches[].recorded.outputTokens': 'Every token the model wrote.',
  'batches[].recorded.cacheReadTokens': "Part of `inputTokens` read from the provider's cache.",
  'batches[].recorded.cacheWriteTokens': 'Part of `inputTokens` written to the cache.',
  'batches[].recorded.reasoningTokens': 'Part of `outputTokens` spent reasoning, when the file says.',
  'batches[].recorded.windowTokens': "The model's window the harness reported, when it did.",
  'recorded.responses': 'Model responses the file holds.',
  'recorded.responsesWithUsage': 'How many of them carry usage.',
  'recorded.windowTokens': "The model's window, when the file says.",
  'recorded.compactions':
    '`{ atBatch, preTokens?, trigger? }`: the context was summarised before batch `atBatch` (`batches.length`: after the last), at `preTokens` tokens; `trigger` is `auto` or `manual` when the file says.',
  'recorded.replies':
    '`{ afterBatch, usage }`: responses that made no calls, placed after `afterBatch` batches.',
  'batches[].calls[].tool': "The tool's name; the identical-call guard counts by it.",
  'batches[].calls[].output': 'What the tool returned, before any trimming.',
  'batches[].calls[].isError':
    'An error result (`ok: false` in seed 003). **Error results are never trimmed**, whatever their length.',
  'batches[].calls[].args':
    "The call's arguments. Only `maxConsecutiveIdenticalCalls` reads them (`JSON.stringify(args ?? {})`, keys in the order given).",
  'view.tab': 'The tab the app opens on.',
  'view.batchIndex': 'The batch the app shows; not checked against the number of batches.',
  'view.planEditor': 'How the Plans tab shows the ToolCallPlan.',
  'cost.turns':
    "Each turn is the scenario's turn again: the user message, one tool-calling LLM call per batch that runs, its results, then a reply.",
  'cost.model': 'The price row used (its `model`). A name no row has prices nothing, and the tab says so.',
  'cost.toolCallTokens': 'Tokens the model writes when it calls tools; they join the history.',
  'cost.replyTokens': "Tokens of each turn's reply; they join the history.",
  'cost.prices':
    'The price rows: `model`, `input`, `cachedInput` and `output` in dollars per million tokens, `source` (the page) and `taken` (the day).',
  'planner.role': 'Whose budget and exhaustion rule apply to the log.',
  'planner.formula.minimum': 'MINIMUM = READ(1) + IMPLEMENT(1) + VERIFY(1) + RETRY_MARGIN(2).',
  'planner.formula.cap': 'The `min(9, …)`.',
  'planner.formula.complexityBonus': 'COMPLEXITY when it applies.',
  'planner.formula.confidenceThreshold': 'COMPLEXITY applies when `framework_confidence >= threshold`.',
  'planner.inputs.deltaMode':
    'Whether `files_in_delta` is counted from `deltaFiles` or read from `filesInDelta`.',
  'planner.inputs.filesInDelta':
    '`files_in_delta` when `deltaMode` is `count`; a negative count is rejected ("files_in_delta cannot be negative").',
  'planner.inputs.deltaFiles': 'Paths; `files_in_delta` is the number of distinct non-empty paths.',
  'planner.inputs.priorFailures': 'COMPLEXITY applies when true.',
  'planner.inputs.frameworkConfidence':
    "`framework_confidence` (the seed project's default is 0.5); outside 0–1 is rejected.",
  'planner.roles.explorerPerMode': "The Explorer's budget in each mode.",
  'planner.roles.observer': "The Observer's budget.",
  'planner.roles.planner': "The Planner's budget. Absent: unlimited, as the seed says.",
  'planner.roles.builder': "The Builder's budget. Absent: from the formula.",
  'planner.log.text': 'The action log, at most 64 Mi chars.',
  'planner.log.format': '`auto` reads JSON when the text starts with `[` or `{`.',
  'planner.unknownActions':
    'How an action the seed does not name is accounted (the seed counts every tool invocation).',
  'planner.kindOverrides': 'The kind you give a tool name; the first entry of a name wins.',
  'selection.maxTools':
    '`max_tools`: the slots the categories share. `request_more_tools` is extra and takes none.',
  'selection.minPerCategory': 'The 2 in `max(2, max_tools // n)`; a later version of the project uses 1.',
  'selection.strategy': 'Which list the model gets (the chart compares all four).',
  'selection.categories':
    "`TOOL_CATEGORIES` in order; at most 1,000 categories of 1,000 tool names (200 chars each). `weight` 0–1,000, default 1 (only `weighted` reads it). A name given twice acts like a repeated key in a Python dict literal: the first one's place, the last one's tools.",
  'selection.generated':
    'Generated categories `g0001`… with tools `g0001_t0001`…, after `categories`: large catalogs in a few bytes. At most 1,000 × 1,000.',
  'selection.tools':
    'Known schemas: `schemaChars` is the length of the tool\'s compact Ollama-format JSON. A tool in no category is still available (and counts in "every tool").',
  'selection.unavailable': 'Names missing from `all_tools_map`: `select_tools` skips them.',
  'selection.classified':
    'What `classify_intent` returned, in order. Repeats and unknown names are kept: they count in `n`.',
  'selection.iterations':
    'Scripted LLM responses, one per iteration; `name` `request_more_tools` is the meta tool, any other name a regular tool call.',
  'selection.client':
    "A client's tool-count limit (OpenAI rejects more than 128 tools; some IDE clients send only the first 40 or 80, or group tools past 64).",
  'toolBudgets.defaultToolOutputMax':
    "Tokens (PraisonAI's heuristic). Every tool without a row gets it (`get_tool_budget`).",
  'toolBudgets.tools':
    '`set_tool_budget(name, max_tokens, protected)`. `maxTokens` ≥ 1. A name listed twice: the last row wins (a Python dict), reported.',
  'toolBudgets.tools[].windowShare':
    'Percent of the window (0 < % ≤ 100): `maxTokens = max(1, floor(window × % / 100))`.',
  'toolBudgets.tools[].pruneChars': "This tool's pruning limit; absent: the window's.",
  'toolBudgets.truncation':
    "`truncate_tool_output` as the document describes it, or as PraisonAI's code does today.",
  'toolBudgets.window.windowTokens': "The model's window (gpt-4o-mini, PraisonAI's default model).",
  'toolBudgets.window.measure':
    'The composer\'s unit. An exact encoding loads its tokenizer in the worker; until then (or if it fails) chars/4 counts, and the view says so (with the reason it failed). In `"chars"`, the window, the reservations, the output reserve and PraisonAI\'s message framing (all tokens) are converted at 4 chars a token (`report.toolBudgets.measure.charsPerToken`).',
  'toolBudgets.window.systemPrompt': 'The system prompt, measured as the system part of the window.',
  'toolBudgets.window.userMessage': "The user's message that started the turn, measured as history.",
  'toolBudgets.window.transcript':
    'An earlier conversation, OpenAI Chat Completions or Anthropic Messages JSON (an array of messages or `{ "messages": [...] }`): history before the user\'s message and the batches. Each call\'s result is matched by id; every failure names the message and its JSON path.',
  'toolBudgets.window.toolSchemas':
    'Pasted JSON: an array of tools, or `{ "tools": [...] }`, or an MCP `tools/list` result.',
  'toolBudgets.window.reservations': "PraisonAI's `ContextBudgeter`, in tokens, each ≥ 0.",
  'toolBudgets.window.outputReserve': 'Tokens kept for the answer.',
  'toolBudgets.window.pruneChars':
    'Older tool results are cut to this many chars (code points) + `\\n...[output truncated]...`, unless protected.',
  'toolBudgets.window.keepRecentTurns':
    'The most recent turns (batches) kept whole (seed 002 always keeps the most recent).',
  'toolBudgets.window.dropOldTurns': 'While the window still overflows, drop the oldest whole turns.',
  'toolBudgets.window.shares': 'Caps as percent of the window; the prune limit resolves at 4 chars a token.',
  'strategies.measure':
    'The unit of budgets and sizes. chars are UTF-16 units (seed 003); chars/4 rounds up (seeds 003, 004 give no rounding); `praisonai` is seed 002\'s heuristic summed in float char by char (thirty "é" estimate 38); the encodings are exact tokens (gpt-tokenizer 4.0.0, loaded in the worker on first use; if one fails to load, chars/4 counts and the view says so).',
  'strategies.exactBeside':
    "Counts each call's delivered text exactly beside the estimate, with the estimator's error.",
  'strategies.batchBudget':
    "In the measure's unit. Absent: `resultBudgetChars` (chars) or `floor(resultBudgetChars / 4)` tokens.",
  'strategies.batchBudgetShare':
    'The batch budget as a percent of `toolBudgets.window.windowTokens`: `floor(window × % / 100)` tokens, × 4 chars a token when the measure is chars. Replaces `batchBudget`.',
  'strategies.trim': 'See below.',
  'strategies.notice':
    "Where the notice sits: where the cut is (the seeds), or as a first line stating the original size, the kept pieces joined by `…` lines (as Codex's `Total output lines: N` header; the middle cut writes Codex's own header and keeps its marker at the cut). Save-to-file and JSON-aware keep theirs inline.",
  'strategies.split': 'See below.',
  'strategies.weights': 'Weighted split; an unlisted tool weighs 1, weight ≥ 0.',
  'strategies.previewCall': 'The call whose text is shown under every trim; absent: the first one cut.',
  'plans.simulation.seed':
    'Run `i` uses the sfc32 stream seeded from (seed, i), whatever the number of workers.',
  'plans.simulation.runs': 'Runs per policy.',
  'plans.simulation.horizon': 'The longest run in calls, when no budget ends it sooner.',
  'plans.simulation.policies':
    "each is seed 001's `ExploitExplorePolicy` (`strategy`, `explorationRate`, `temperature`, `ucbC`, `initialValue`, `stepSize`, `preferGeneralMethods`, `label`). `stepSize` α (0 < α ≤ 1, optional): estimates move `Q ← Q + α(r − Q)` from `initialValue` (or 0); absent, they are sample averages with `initialValue` counted as one observation, as in every file written before it existed. Thompson sampling ignores it.",
  'plans.simulation.sweep': '`scaleFactor` values, each above 0; `[]` for no sweep.',
  'plans.simulation.band':
    'The regret band: mean ± 1 sd, or the 5th–95th percentiles (kept while runs × samples ≤ 16 million).',
  'plans.simulation.logTime': 'A log time axis on the charts (display only).',
  'plans.simulation.meanSpread':
    "When set, every run redraws each Gaussian tool's mean from N(mean, meanSpread²): the 10-armed testbed is means 0 and meanSpread 1.",
  'plans.tools[].name': 'The names plans and traces refer to.',
  'plans.tools[].kind': 'BLP: a specialised tool is a "trick".',
  'plans.tools[].reward':
    'How a call rewards: `{ "dist": "bernoulli", "p" }` (success with probability p) or `{ "dist": "gaussian", "mean", "sd" }`.',
  'plans.tools[].cost': '≥ 0 resource units per call (used when the trace gives no cost).',
  'plans.tools[].latencyMs': '≥ 0 ms per call (used when the trace gives no latency).',
  'plans.plan.planId': 'Named in every finding.',
  'plans.plan.planningContext.goal': 'What the plan is for, in words (shown, not checked).',
  'plans.plan.planningContext.constraints':
    '`maxToolCalls` (whole calls), `maxCost` (units), `maxLatency` (ms), `scaleFactor` (> 0; absent = 1.0). An absent limit does not bound.',
  'plans.plan.planningContext.policy':
    '`strategy` (required), `explorationRate`, `temperature`, `ucbC`, `initialValue`, `stepSize` (α; absent: sample averages), `preferGeneralMethods` (default `false`), `label`.',
  'plans.plan.plannedSequence':
    '`{ toolName, rationale, expectedOutcome?, fallbackOnFailure? }`; fallbacks nest.',
  'plans.plan.executionState': '`Complete` makes intents never reached findings.',
  'plans.trace.format': 'How the pasted text is read.',
  'plans.trace.text': 'The pasted trace (at most 16 MiB).',
  'plans.trace.source': '`simulated`: the trace is one simulated run.',
  'plans.trace.policyIndex': "Which of `plans.simulation.policies` runs it; absent: the plan's own policy.",
  'plans.trace.runIndex':
    'Which run (its seed derives from the simulation seed and this index); absent: run 0.',
  planner:
    "Seed 000: the FTL agents' call budgets (formula, roles, an action log): see [Planner call budgets](#planner-call-budgets).",
  toolBudgets:
    "Seed 002: PraisonAI's per-tool token budgets, protected tools and the context window: see [Tool budgets & window](#tool-budgets--window).",
  plans:
    'Seed 001: candidate tools, a tool-call plan, the explore/exploit simulation and a trace for the sentinel: see [Plans & sentinel](#plans--sentinel).',
  'planner.formula': "The Builder budget formula's constants (seed 000's defaults).",
  'planner.inputs': 'What the formula reads about the task.',
  'planner.roles': "Each role's own budget.",
  'planner.log': 'The action log to account: see [The action log](#the-action-log).',
  'planner.kindOverrides[].tool': 'A tool name as the log writes it.',
  'planner.kindOverrides[].kind': 'The kind it counts as.',
  'selection.categories[].name': "The category's name, as `classify_intent` returns it.",
  'selection.categories[].tools': "Tool names in the category's order (the order `select_tools` walks them).",
  'selection.categories[].weight': "The category's weight; only the `weighted` strategy reads it.",
  'selection.generated.categories': 'How many categories to generate.',
  'selection.generated.toolsPerCategory': 'How many tools each generated category holds.',
  'selection.tools[].name': "The tool's name.",
  'selection.tools[].schemaChars': "The length of the tool's compact Ollama-format JSON schema.",
  'selection.tools[].description': "The tool's description, as its schema gives it.",
  'selection.iterations[].calls': 'The calls one scripted LLM response makes.',
  'selection.iterations[].calls[].name': "`request_more_tools` (the meta tool) or a regular tool's name.",
  'selection.iterations[].calls[].categories': 'The categories `request_more_tools` asks for.',
  'selection.iterations[].calls[].reason': 'The reason the model gives.',
  'toolBudgets.tools[].name': "The tool's name (`set_tool_budget(name, …)`).",
  'toolBudgets.tools[].maxTokens': "The tool's `max_tokens`.",
  'toolBudgets.tools[].protected': 'Never pruned when the context is optimised.',
  'toolBudgets.window':
    'The context window the tool outputs land in: what else fills it, and how older turns are pruned.',
  'toolBudgets.window.reservations.systemPrompt': 'Reserved for the system prompt.',
  'toolBudgets.window.reservations.rules': 'Reserved for rules.',
  'toolBudgets.window.reservations.skills': 'Reserved for skills.',
  'toolBudgets.window.reservations.memory': 'Reserved for memory.',
  'toolBudgets.window.reservations.toolSchemas': 'Reserved for the tool schemas.',
  'toolBudgets.window.reservations.toolOutputs': 'Reserved for tool outputs.',
  'toolBudgets.window.reservations.buffer': 'A safety buffer.',
  'toolBudgets.window.shares.defaultToolOutputMax':
    '`default_tool_output_max` as percent of the window; replaces the absolute number.',
  'toolBudgets.window.shares.outputReserve': 'The output reserve as percent of the window.',
  'toolBudgets.window.shares.pruneChars': 'The prune limit as percent of the window (4 chars a token).',
  'toolBudgets.window.shares.toolOutputs': 'The tool outputs reservation as percent of the window.',
  'strategies.weights[].tool': 'A tool name.',
  'strategies.weights[].weight': 'Its weight in the weighted split.',
  'plans.simulation.policies[].strategy':
    "Seed 001's policy: Greedy, EpsilonGreedy, UCB or ThompsonSampling.",
  'plans.simulation.policies[].explorationRate': 'ε for EpsilonGreedy.',
  'plans.simulation.policies[].temperature': 'τ for Softmax.',
  'plans.simulation.policies[].ucbC': "c in UCB's index `mean + c·sqrt(ln t / n)`; √2 is Auer et al.'s UCB1.",
  'plans.simulation.policies[].initialValue':
    "Q₁: every tool's estimate starts here (optimistic initial values).",
  'plans.simulation.policies[].stepSize':
    'α, a constant step size: `Q ← Q + α(r − Q)`. Absent: sample averages; Thompson sampling ignores it.',
  'plans.simulation.policies[].preferGeneralMethods': 'BLP: prefer general tools over specialised ones.',
  'plans.simulation.policies[].label':
    'A name for charts and tables ("ε = 0.1"); derived from the settings when absent.',
  'plans.tools[].reward.dist': "The reward's distribution.",
  'plans.tools[].reward.p': 'Bernoulli: the success rate.',
  'plans.tools[].reward.mean': 'Gaussian: the mean reward.',
  'plans.tools[].reward.sd': "Gaussian: the reward's standard deviation.",
  'plans.plan.planningContext': "The plan's goal, constraints and policy.",
  'plans.plan.planningContext.constraints.maxToolCalls':
    "Seed 001's `ResourceBudget`: the most calls a run makes.",
  'plans.plan.planningContext.constraints.maxLatency':
    "The most milliseconds a run spends (the seed's `Duration`).",
  'plans.plan.planningContext.constraints.maxCost': 'The most resource units a run spends.',
  'plans.plan.planningContext.constraints.scaleFactor': 'Multiplies every limit; absent: 1.0.',
  'plans.plan.plannedSequence[].toolName': 'The tool the intent calls.',
  'plans.plan.plannedSequence[].rationale': 'Why.',
  'plans.plan.plannedSequence[].expectedOutcome': 'What the call should produce.',
  'plans.plan.plannedSequence[].fallbackOnFailure': 'The intent to run if this one fails (fallbacks nest).',
}

let described = false

/**
 * Attaches `SCENARIO_FIELD_DESCRIPTIONS` to `ScenarioSchema` (once; later calls do nothing).
 * @example describeScenarioFields(); fieldFacts(ScenarioSchema).find((f) => f.path === 'title')?.description
 */
export function describeScenarioFields(): void {
  if (described) return
  describePaths(ScenarioSchema, SCENARIO_FIELD_DESCRIPTIONS)
  described = true
}
