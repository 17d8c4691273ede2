import { SeedLink } from '../seeds/SeedLink.tsx'

/** How the sentinel reads a trace against a plan: seed 001 names the findings; these precise rules are ours. */
export function Explain() {
  return (
    <details className="panel explain small" open>
      <summary>
        <strong>How the sentinel decides</strong> (DRR-005 names the findings; the rules are ours)
      </summary>
      <ul>
        <li>
          <b>Budgets.</b> limit = declared × <code>scaleFactor</code> (empty = 1.0; calls floored). A call
          costs what the trace says, else its tool's declared cost and latency (0 for a tool that is not a
          candidate). <code>BudgetExceeded</code> once per budget whose total ends above its limit, naming the
          call after which it first went above; a total equal to the limit is within budget ("count ≤
          maxToolCalls").
        </li>
        <li>
          <b>Plan alignment.</b> A cursor points at the next planned intent. Right after a failed call whose
          intent declares <code>fallbackOnFailure</code>, that fallback is expected (taking it is no
          deviation; fallbacks nest). Otherwise the intent at the cursor is expected; a match moves the cursor
          on. Any other call is a <code>PlanDeviation</code>: if it names a later intent, the cursor jumps
          past it and the intents between are <i>skipped</i>; if not, the cursor stays (<i>unplanned</i>). A
          fallback called after its intent succeeded is a deviation. Calls after the last intent are{' '}
          <i>beyond the plan</i>. Intents never reached are listed, and are findings only when{' '}
          <code>executionState</code> is Complete.
        </li>
        <li>
          <b>BLP.</b> When the plan's policy sets <code>preferGeneralMethods</code> (whatever policy made a
          simulated trace), a call of a specialised tool is a <code>BLPViolation</code> when a general
          candidate was <i>available</i>: none of its calls had failed earlier in the trace, and one more call
          of it (its declared cost and latency, and one call) still fit every remaining budget. The first such
          tool, in candidate order, is the general alternative.
          <SeedLink to="001/blp" />
        </li>
        <li>
          <b>The plan itself.</b> A tool name that is not a candidate is named with its path; a fallback
          naming a tool already on its own chain is circular (a retry loop, not a contingency). Findings are
          reported, never enforced: the whole trace is always read.
        </li>
      </ul>
    </details>
  )
}
