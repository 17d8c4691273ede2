import { num, type Story } from './story.ts'

export const categoryStarvation: Story = {
  id: 'category-starvation',
  title: 'The category starvation bug',
  tab: 'selection',
  example: 'selection-prefix-bug.json',
  teaser: 'Seed 004’s production bug: the first category takes every slot.',
  needs: 'report',
  passage: '004/bug',
  sentences: [
    'The classifier returned {first} then {second}. Before the fix, select_tools walked {first} first and returned as soon as {maxTools} tools were picked: {first} took {bugFirst} slots, {second} {bugSecond}.',
    'The fix gives each of the {n} categories per_cat = max(2, {maxTools} // {n}) = {perCat} slots: {first} {fixFirst}, {second} {fixSecond}.',
  ],
  facts: ({ scenario, report }) => {
    const s = report?.selection
    const bug = s?.strategies.find((r) => r.strategy === 'pre-fix')
    const fix = s?.strategies.find((r) => r.strategy === 'proportional')
    const [first, second] = scenario.selection.classified
    if (!s || !bug || !fix || first === undefined || second === undefined) return null
    const slots = (run: typeof bug, i: number) => num(run.perEntry[i]?.slots ?? 0)
    return {
      first,
      second,
      maxTools: num(s.maxTools),
      n: num(scenario.selection.classified.length),
      perCat: num(fix.perCat ?? 0),
      bugFirst: slots(bug, 0),
      bugSecond: slots(bug, 1),
      fixFirst: slots(fix, 0),
      fixSecond: slots(fix, 1),
    }
  },
}

export const requestMoreTools: Story = {
  id: 'request-more-tools',
  title: 'request_more_tools rescues a wrong classifier',
  tab: 'selection',
  example: 'selection-request-more-tools.json',
  teaser: 'The classifier misses a category; the model asks for it.',
  needs: 'report',
  passage: 'facts/004-meta',
  sentences: [
    'The classifier returned only {classified}, so the first request carries {initial} tools, {requestedFirst} of them from {requested}.',
    'The model calls request_more_tools({requested}): {loaded} tools come in beyond max_tools, answered “{reply}”, and the call costs 1 of the {maxIterations} iterations.',
  ],
  facts: ({ scenario, report }) => {
    const s = report?.selection
    const meta = s?.loop.iterations.flatMap((it) => it.messages).find((m) => m.kind === 'meta')
    const call = scenario.selection.iterations
      .flatMap((it) => it.calls)
      .find((c) => c.name === 'request_more_tools')
    if (!s || !meta || !call) return null
    return {
      classified: scenario.selection.classified.join(', '),
      initial: num(s.selected.length),
      requestedFirst: num(
        s.selected.filter((t) =>
          scenario.selection.categories.some((c) => call.categories.includes(c.name) && c.tools.includes(t)),
        ).length,
      ),
      requested: call.categories.join(', '),
      loaded: num(s.loop.loaded.length),
      reply: meta.content.split(':')[0] ?? meta.content,
      maxIterations: num(s.loop.maxIterations),
    }
  },
}

export const builderRunsOut: Story = {
  id: 'builder-runs-out',
  title: 'A Builder that runs out',
  tab: 'planner',
  example: 'planner-block-exhausted.json',
  teaser: 'Three edits of one file count three: a one-file Builder goes to BLOCK.',
  needs: 'report',
  passage: '000/counting',
  sentences: [
    'With files_in_delta = {files} and COMPLEXITY = {complexity}, the Planner gives the Builder min({cap}, {minimum} + {fileBonus} + {complexity}) = {budget} calls.',
    'Parse, a read and three edits of the same file use all {used}: the edits count {edits}, not 1. The verify on line {line} would be call {next}, so the Builder goes to BLOCK.',
  ],
  facts: ({ report }) => {
    const p = report?.planner
    if (p?.outcome.kind !== 'block') return null
    const f = p.formula
    const edits = p.counts.byKind.filter((k) => k.kind === 'edit').reduce((n, k) => n + k.count, 0)
    return {
      files: num(f.filesInDelta),
      cap: num(f.cap),
      minimum: num(f.minimum),
      fileBonus: num(f.fileBonus),
      complexity: num(f.complexity),
      budget: num(f.budget),
      used: num(p.counts.countedMade),
      edits: num(edits),
      line: num(p.outcome.line),
      next: num(p.counts.countedMade + 1),
    }
  },
}
