import { BLP_MARGIN, estimateUpdate, policyLabel } from '../../state/engine.ts'
import { useApp } from '../app/store-context.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'

/** Our precise semantics where seed 001 is silent, as the engine implements them (see its TSDoc). */
export function Explain() {
  const policies = useApp((s) => s.scenario.plans.simulation.policies)
  return (
    <section className="panel ex-explain" aria-labelledby="ex-explain-h">
      <h2 id="ex-explain-h">How the simulator works</h2>
      <p className="small">
        Seed 001 (DRR-005) names the policies and the budget but was never implemented; these are our
        definitions.
        <SeedLink to="facts/001-ours" />
        <SeedLink to="001/policy" />
      </p>
      <ul className="small">
        <li>
          <b>A run</b> calls one tool per step. Before each call it ends if calls made ≥ floor(maxToolCalls ×
          scaleFactor), then if calls ≥ horizon. The policy then picks a tool; if that call would take the
          summed cost or latency past maxCost × scaleFactor or maxLatency × scaleFactor, the call is{' '}
          <b>not made</b> and the run ends there.
        </li>
        <li>
          <b>Regret</b> is pseudo-regret: per call, the best tool's expected reward minus the chosen tool's. A
          run that ended keeps its final regret in the mean. Regret counts calls, not cost: under a cost
          budget the tool with the best reward per call may not buy the most reward (see total reward / run
          and the sweep).
        </li>
        <li>
          <b>Estimates</b> are sample means, an optimistic initial value Q₁ counting as one observation, or
          with a constant step size α, Q ← Q + α(r − Q) from Q₁, which weights recent rewards more (Sutton and
          Barto §2.5; their Figure 2.3 uses α = 0.1). Untried tools estimate 0 otherwise. Exact ties are
          broken uniformly at random. Here:
          <ul data-testid="ex-updates">
            {policies.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a policy's position is its identity
              <li key={i}>
                <b>{policyLabel(p)}</b>: {estimateUpdate(p)}
              </li>
            ))}
          </ul>
        </li>
        <li>
          <b>ε-greedy</b>: with probability ε a uniformly random tool (the best included), else greedy.{' '}
          <b>UCB</b>: untried tools first in tool order, then the highest mean + c·sqrt(ln N / n), N = all
          observations (c = √2 is Auer et al.'s UCB1). <b>Thompson</b>: Beta(1 + successes, 1 + failures) for
          Bernoulli tools; for Gaussian tools the mean's posterior under unit noise and prior N(Q₁ or 0, 1).{' '}
          <b>Softmax</b>: P(i) ∝ exp(Qᵢ / τ).
        </li>
        <li>
          <b>preferGeneralMethods</b> (BLP): a specialised tool's index counts {BLP_MARGIN} less, and exact
          ties go to a general tool; so a specialised tool is picked only when it beats the best general one
          by more than {BLP_MARGIN}. ε-greedy's random exploration is not biased.
        </li>
        <li>
          <b>Same seed, same figure</b>: run i of every policy uses the sfc32 stream seeded from (seed, i);
          blocks of runs are summed in block order, so any number of workers gives identical numbers. The
          10-armed testbed redraws every Gaussian mean per run from N(mean, meanSpread²).
        </li>
        <li>
          <b>Lai–Robbins</b> (Bernoulli tools): no consistent policy's expected regret grows slower than Σ (μ*
          − μᵢ) / KL(μᵢ, μ*) · ln t.
        </li>
      </ul>
    </section>
  )
}
