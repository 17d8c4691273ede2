import { selectTokenizers } from '../../state/tokenizers.ts'
import { useApp } from '../app/store-context.tsx'

/** The exact tokenizers' sizes as fetched on first use (gzip), so the wait has a reason. */
const SIZE: Record<string, string> = { o200k_base: 'about 2 MB', cl100k_base: 'about 1 MB' }

/**
 * Says that an exact tokenizer is loading: until it has, the numbers on screen are the previous measure's. (One
 * that failed to load is named where its measure falls back to an estimator.)
 */
export function TokenizerNotice() {
  const { loading } = useApp(selectTokenizers)
  if (loading.length === 0) return null
  return (
    <p className="note tokenizer-loading" role="status" data-testid="tokenizer-loading">
      <span className="spinner" aria-hidden="true" /> Loading the {loading.join(' and ')} tokenizer
      {loading.length === 1 ? '' : 's'} ({loading.map((e) => SIZE[e] ?? 'a few MB').join(', ')}, first use
      only): the numbers shown are still the previous measure's.
    </p>
  )
}
