import { bestShareOver, valuesAtSteps } from '../plans/simulation/at-steps.ts'
import type { PolicyStats, SimResult } from '../plans/simulation/stats.ts'
import { dec2, dec3, num, ordinal, pct, type Story } from './story.ts'

/** A policy of the result by its strategy (and ε, for ε-greedy). */
const policy = (sim: SimResult, strategy: string, epsilon?: number): PolicyStats | undefined =>
  sim.policies.find(
    (p) => p.strategy === strategy && (epsilon === undefined || p.label.includes(String(epsilon))),
  )

/** The series value of a policy at step t, or null where the chart has no point. */
function at(sim: SimResult, p: PolicyStats | undefined, t: number, what: 'reward' | 'best'): number | null {
  const i = p ? sim.policies.indexOf(p) : -1
  const v = valuesAtSteps(sim, [t])[0]?.values[i]
  return v ? v[what] : null
}

export const greedyLocksIn: Story = {
  id: 'greedy-locks-in',
  title: 'Greedy locks in while ε explores',
  tab: 'simulation',
  example: 'simulation-ten-armed-testbed.json',
  teaser: 'Sutton and Barto’s Figure 2.2 on the 10-armed testbed.',
  needs: 'simulation',
  passage: '001/greedy-today',
  sentences: [
    'Greedy keeps calling whichever arm looked best after its first tries: at step {t} it calls the best arm {greedyBest} of the time and earns {greedyReward} per call.',
    'ε = 0.1 spends a tenth of its calls exploring and finds it: {epsBest} of calls to the best arm at step {t}, {epsReward} per call ({epsRun} over the whole run, exploration included).',
  ],
  facts: ({ sim }) => {
    if (!sim) return null
    const greedy = policy(sim, 'Greedy')
    const eps = policy(sim, 'EpsilonGreedy', 0.1)
    const t = Math.min(1_000, sim.t.at(-1) ?? 0)
    const gb = at(sim, greedy, t, 'best')
    const gr = at(sim, greedy, t, 'reward')
    const eb = at(sim, eps, t, 'best')
    const er = at(sim, eps, t, 'reward')
    if (!eps || gb === null || gr === null || eb === null || er === null) return null
    return {
      t: num(t),
      greedyBest: pct(gb),
      greedyReward: dec3(gr),
      epsBest: pct(eb),
      epsReward: dec3(er),
      epsRun: pct(eps.bestShareAll),
    }
  },
}

export const optimisticStart: Story = {
  id: 'optimistic-start',
  title: 'Optimistic initial values: greedy that explores (Figure 2.3)',
  tab: 'simulation',
  example: 'simulation-optimistic-initial-values.json',
  teaser: 'Sutton and Barto’s Figure 2.3: greedy from Q₁ = 5 against ε = 0.1 from Q₁ = 0, both with α = 0.1.',
  needs: 'simulation',
  sentences: [
    'Both methods move an estimate a tenth of the way to each reward (α = 0.1). Greedy starts every estimate at 5, far above any reward, so each call disappoints and it tries the next arm: over the first {firstSteps} steps it calls the best arm {earlyBest} of the time, chance for {arms} arms.',
    'Once every arm has been tried the estimates settle: over steps {from}–{to} optimistic greedy calls the best arm {optimistic} of the time, against {realistic} for ε = 0.1 starting from 0: the order of Sutton and Barto’s Figure 2.3.',
  ],
  facts: ({ sim }) => {
    if (!sim) return null
    const optimistic = sim.policies.findIndex((p) => p.strategy === 'Greedy')
    const realistic = sim.policies.findIndex((p) => p.strategy === 'EpsilonGreedy')
    const arms = sim.tools.length
    const to = Math.min(1_000, sim.t.at(-1) ?? 0)
    const from = Math.max(1, to - 99)
    const early = bestShareOver(sim, optimistic, 1, arms)
    const late = bestShareOver(sim, optimistic, from, to)
    const lateRealistic = bestShareOver(sim, realistic, from, to)
    if (early === null || late === null || lateRealistic === null) return null
    return {
      firstSteps: num(arms),
      arms: num(arms),
      earlyBest: pct(early),
      from: num(from),
      to: num(to),
      optimistic: pct(late),
      realistic: pct(lateRealistic),
    }
  },
}

export const ucbSpike: Story = {
  id: 'ucb-spike',
  title: 'UCB’s spike at step 11',
  tab: 'simulation',
  example: 'simulation-ten-armed-testbed.json',
  teaser: 'Why UCB’s reward jumps at step 11 on the 10-armed testbed (Sutton and Barto, Figure 2.4).',
  needs: 'simulation',
  sentences: [
    'UCB first calls each of the {arms} untried arms once, so at step {before} its reward is any arm’s: {rewardBefore} per call.',
    'At step {spike} every arm has one sample and UCB calls the best-looking one: reward jumps to {rewardSpike}. At step {after} that arm’s count has grown, its bonus shrunk, and the others’ bonuses win: {rewardAfter}.',
  ],
  facts: ({ sim }) => {
    if (!sim) return null
    const ucb = policy(sim, 'UCB')
    const arms = sim.tools.length
    const before = at(sim, ucb, arms, 'reward')
    const spike = at(sim, ucb, arms + 1, 'reward')
    const after = at(sim, ucb, arms + 2, 'reward')
    if (before === null || spike === null || after === null) return null
    return {
      arms: num(arms),
      before: num(arms),
      rewardBefore: dec3(before),
      spike: num(arms + 1),
      rewardSpike: dec3(spike),
      after: num(arms + 2),
      rewardAfter: dec3(after),
    }
  },
}

export const thompsonVsUcb: Story = {
  id: 'thompson-vs-ucb',
  title: 'Thompson against UCB, and the Lai–Robbins bound',
  tab: 'simulation',
  example: 'simulation-auer-distribution-2.json',
  teaser: 'Two Bernoulli arms, 0.9 against 0.8, over 10,000 calls.',
  needs: 'simulation',
  sentences: [
    'After {T} calls Thompson sampling’s mean regret is {thompson} and UCB1’s {ucb}: {ratio}× as much.',
    'Lai and Robbins: no consistent policy’s regret grows slower than {constant} · ln t, which is {bound} at t = {T}. The bound is a long-run slope: at this horizon Thompson sits {side} it.',
  ],
  facts: ({ sim }) => {
    if (!sim?.lowerBound) return null
    const ts = policy(sim, 'ThompsonSampling')
    const ucb = policy(sim, 'UCB')
    const bound = sim.lowerBound.values.at(-1)
    const tsRegret = ts?.regretMean.at(-1)
    const ucbRegret = ucb?.regretMean.at(-1)
    if (bound === undefined || tsRegret === undefined || ucbRegret === undefined) return null
    return {
      T: num(sim.t.at(-1) ?? 0),
      thompson: dec2(tsRegret),
      ucb: dec2(ucbRegret),
      ratio: (Math.round((ucbRegret / tsRegret) * 10) / 10).toLocaleString('en-US'),
      constant: dec3(sim.lowerBound.constant),
      bound: dec2(bound),
      side: tsRegret < bound ? 'below' : 'above',
    }
  },
}

export const budgetPressure: Story = {
  id: 'budget-pressure',
  title: 'Budget pressure changes the ranking',
  tab: 'simulation',
  example: 'simulation-flaky-vs-reliable.json',
  teaser: 'A cheap flaky search against an expensive reliable API, at five budget scales.',
  needs: 'simulation',
  passage: '001/scale',
  sentences: [
    'Scaling every budget from ×{low} to ×{high}: {riser} climbs from {riserLow} to {riserHigh} in total reward per run, while {faller} falls from {fallerLow} to {fallerHigh}.',
    'The order of the policies depends on how much budget they have: a ranking measured at one scaleFactor does not carry to another.',
  ],
  facts: ({ sim }) => {
    const sweep = sim?.sweep
    if (!sweep || sweep.scales.length < 2) return null
    const last = sweep.scales.length - 1
    const moves = sweep.rows.map((r) => ({ label: r.label, from: r.rank[0] ?? 0, to: r.rank[last] ?? 0 }))
    const riser = [...moves].sort((a, b) => b.from - b.to - (a.from - a.to))[0]
    const faller = [...moves].sort((a, b) => b.to - b.from - (a.to - a.from))[0]
    if (!riser || !faller || riser.from === riser.to) return null
    return {
      low: num(sweep.scales[0] ?? 0),
      high: num(sweep.scales[last] ?? 0),
      riser: riser.label,
      riserLow: ordinal(riser.from),
      riserHigh: ordinal(riser.to),
      faller: faller.label,
      fallerLow: ordinal(faller.from),
      fallerHigh: ordinal(faller.to),
    }
  },
}
