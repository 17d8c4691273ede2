import { outputText } from '../base/output-text.ts'
import { measurer } from '../measure/measurer.ts'
import { CHARS_PER_TOKEN_ESTIMATE, SEED_003_WINDOW_TOKENS } from '../result-budget/evaluate-result-budget.ts'
import { splitBatchBudget } from '../result-budget/split.ts'
import type { TrimStrategy } from '../strategies/schema.ts'
import { trimOutput } from '../strategies/trim.ts'
import { dec2, type Facts, num, pct, type Story, type StoryInput } from './story.ts'

/** The first batch of the report, or null before it is computed. */
const firstBatch = ({ report }: StoryInput) => report?.batches[0] ?? null

/** Lines that open with an error (rustc's `error[E0308]:`, `error:`): what a reader of a build looks for. */
const errorLines = (text: string) => text.split('\n').filter((l) => /^error\b/.test(l)).length

/** A signed percent error of an estimate against the truth: +12.3% over, −45.6% under. */
const errorOf = (estimate: number, exact: number) => {
  const e = exact === 0 ? 0 : (estimate - exact) / exact
  return `${e >= 0 ? '+' : '−'}${pct(Math.abs(e))}`
}

export const whyEightyK: Story = {
  id: 'why-80k',
  title: 'Why 80k?',
  tab: 'result-budget',
  example: 'default.json',
  teaser: 'Seed 003’s default budget is context-window arithmetic, and it is split between parallel calls.',
  needs: 'report',
  passage: '003/why-80k',
  sentences: [
    'Seed 003’s default resultBudgetChars is {budget} chars per parallel batch: at about {charsPerToken} chars a token, {tokens} tokens, {windowShare} of a {window}-token window, leaving {left} tokens for the system prompt, the history and the model’s reply.',
    'It is a budget for the batch, not for each call: these {calls} parallel reads get {perCall} chars each, and a turn with a single call would get all {single}.',
  ],
  facts: (input) => {
    const batch = firstBatch(input)
    if (!batch) return null
    const tokens = Math.floor(batch.resultBudgetChars / CHARS_PER_TOKEN_ESTIMATE)
    return {
      budget: num(batch.resultBudgetChars),
      charsPerToken: num(CHARS_PER_TOKEN_ESTIMATE),
      tokens: num(tokens),
      windowShare: pct(tokens / SEED_003_WINDOW_TOKENS),
      window: num(SEED_003_WINDOW_TOKENS),
      left: num(SEED_003_WINDOW_TOKENS - tokens),
      calls: num(batch.callCount),
      perCall: num(batch.perCallBudget),
      single: num(splitBatchBudget(batch.resultBudgetChars, 1)),
    }
  },
}

export const parallelReads: Story = {
  id: 'parallel-reads',
  title: 'Parallel reads share the budget',
  tab: 'result-budget',
  example: 'parallel-reads.json',
  teaser: 'The same file, read four at a time and then alone: what each read gets.',
  needs: 'report',
  passage: '003/punish-parallelism',
  sentences: [
    'Iteration 1 reads {calls} files of {raw} chars in parallel: they share {budget} chars, {share} each, so {truncated} of {calls} are cut, {cut} chars in all.',
    'Iteration 2 reads one alone: it gets the whole {alone} and arrives whole, {delivered} chars. Parallel reads save a round trip and cost context.',
  ],
  facts: ({ report }) => {
    const [together, alone] = report?.batches ?? []
    const one = alone?.calls[0]
    if (!together || !alone || !one) return null
    return {
      calls: num(together.callCount),
      raw: num(together.calls[0]?.rawChars ?? 0),
      budget: num(together.resultBudgetChars),
      share: num(together.perCallBudget),
      truncated: num(together.totals.truncatedCalls),
      cut: num(together.totals.cutChars),
      alone: num(one.budgetChars),
      delivered: num(one.deliveredChars),
    }
  },
}

export const preTrim: Story = {
  id: 'pre-trim',
  title: 'A tool that pre-trims',
  tab: 'result-budget',
  example: 'pre-trim.json',
  teaser: 'A web page trimmed by its own tool beside a log the registry cuts.',
  needs: 'report',
  passage: '003/pre-trim',
  sentences: [
    'web_extract fetched {pageRaw} chars of a Wikipedia page and trims it itself to the {budget} chars it is given (ctx.resultBudgetChars): the registry leaves it alone, {pageDelivered} chars and no marker.',
    'terminal does not pre-trim: its {logRaw}-char log is cut to {logKept} chars by the registry and ends “{marker}”.',
  ],
  facts: (input) => {
    const batch = firstBatch(input)
    const page = batch?.calls.find((c) => c.tool === 'web_extract')
    const log = batch?.calls.find((c) => c.tool === 'terminal')
    if (!page || !log) return null
    return {
      pageRaw: num(page.rawChars),
      budget: num(page.budgetChars),
      pageDelivered: num(page.deliveredChars),
      logRaw: num(log.rawChars),
      logKept: num(log.keptChars),
      marker: (log.marker ?? '').trim(),
    }
  },
}

export const failedBuild: Story = {
  id: 'failed-build',
  title: 'Head-only trim hides a failed build',
  tab: 'strategies',
  example: 'strategies-failed-build.json',
  teaser: 'A cargo build whose only error comes last, under every trim.',
  needs: 'report',
  passage: '003/post-trim',
  sentences: [
    'The cargo build prints {raw} chars and its {errors} error lines come last, from char {errorAt} on; its share of the batch is {budget} chars.',
    'Seed 003’s head trim keeps chars 1–{budget}: {headErrors} error lines reach the model, which reads a failed build as a success. Head + tail keeps {headTailErrors} of them, errors-first {errorsFirstErrors}.',
  ],
  facts: ({ scenario, report }) => {
    const call = scenario.batches[report?.strategies?.batchIndex ?? 0]?.calls[0]
    const run = report?.strategies?.byTrim.find((r) => r.trim === 'head')
    const budget = run?.calls[0]?.budget
    if (!call || budget === undefined) return null
    const text = outputText(call.output)
    const m = measurer('chars')
    const kept = (trim: TrimStrategy) =>
      errorLines(trimOutput(trim, { text, budget, m, callIndex: 0 }, 'inline').text)
    return {
      raw: num(text.length),
      errors: num(errorLines(text)),
      errorAt: num(text.search(/^error/m) + 1),
      budget: num(budget),
      headErrors: num(kept('head')),
      headTailErrors: num(kept('head-tail')),
      errorsFirstErrors: num(kept('errors-first')),
    }
  },
}

export const charsPerToken: Story = {
  id: 'chars-per-token',
  title: 'What chars/4 gets wrong on JSON and CJK',
  tab: 'strategies',
  example: 'chars-per-token.json',
  teaser: 'The seeds’ estimate against an exact tokenizer on JSON and on Chinese text.',
  needs: 'report',
  passage: 'facts/003-window',
  sentences: [
    'chars/4 reads the {jsonChars}-char GitHub issues JSON as {jsonEstimate} tokens; o200k_base counts {jsonExact} ({jsonError}).',
    'On the {zhChars}-char Chinese README it says {zhEstimate} tokens; o200k_base counts {zhExact} ({zhError}). Both texts take a token every {jsonPerToken} and {zhPerToken} chars, not every 4: a budget set in chars/4 lets through more tokens than it says.',
  ],
  facts: ({ report }): Facts | null => {
    const s = report?.strategies
    const [json, zh] = s?.exactBeside?.loaded ? s.exactBeside.calls : []
    const [jsonCall, zhCall] = s?.calls ?? []
    if (!json || !zh || !jsonCall || !zhCall) return null
    return {
      jsonChars: num(jsonCall.rawChars),
      jsonEstimate: num(json.estimate),
      jsonExact: num(json.exact),
      jsonError: errorOf(json.estimate, json.exact),
      zhChars: num(zhCall.rawChars),
      zhEstimate: num(zh.estimate),
      zhExact: num(zh.exact),
      zhError: errorOf(zh.estimate, zh.exact),
      jsonPerToken: dec2(jsonCall.rawChars / json.exact),
      zhPerToken: dec2(zhCall.rawChars / zh.exact),
    }
  },
}
