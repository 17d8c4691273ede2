import type { EncodingId } from '../../engine/index.ts'
import { ENCODINGS } from '../../state/engine.ts'
import { setExactBeside } from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'

/**
 * The tokenizer whose exact count is shown beside a chars/4 estimate: one setting shared by every tab that
 * shows one (its tokenizer chunk loads when first chosen).
 */
export function ExactBesideSelect({ ariaLabel }: { ariaLabel: string }) {
  const encoding = useApp((s) => s.scenario.strategies.exactBeside)
  const edit = useApp((s) => s.edit)
  return (
    <label className="inline">
      Exact count beside the estimate{' '}
      <select
        aria-label={ariaLabel}
        value={encoding ?? ''}
        onChange={(e) => edit(setExactBeside((e.target.value || undefined) as EncodingId | undefined))}
      >
        <option value="">none</option>
        {ENCODINGS.map((e) => (
          <option key={e} value={e}>
            {e} (loads on first use)
          </option>
        ))}
      </select>
    </label>
  )
}
