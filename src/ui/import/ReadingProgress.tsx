import type { ImportReading } from '../../state/store.ts'

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1)

/**
 * A file being read in the worker: how many of its MB are read, then, once all are, that its calls are being
 * found (the bar without a value, as that step says nothing of how far it is), and Cancel, which stops it.
 */
export function ReadingProgress({ reading, onCancel }: { reading: ImportReading; onCancel: () => void }) {
  const { name, phase, read, total } = reading
  const label =
    phase === 'reading'
      ? `Reading ${name}: ${mb(read)} of ${mb(total)} MB`
      : `Read ${name} (${mb(total)} MB): finding its calls, results and usage…`
  return (
    <section className="import-reading" data-testid="import-reading" aria-label="Reading the file">
      <p className="small" aria-live="polite">
        {label}
      </p>
      <div className="button-row">
        <progress
          className="import-progress"
          aria-label={label}
          max={Math.max(total, 1)}
          {...(phase === 'reading' ? { value: read } : {})}
        />
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  )
}
