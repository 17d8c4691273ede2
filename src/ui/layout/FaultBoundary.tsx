import { Children, Component, type ErrorInfo, type ReactNode, useState, useSyncExternalStore } from 'react'
import type { AppStore } from '../../state/store.ts'
import { useMaybeAppStore } from '../app/store-context.tsx'
import './fault.css'

/** What failed, as the one sentence says it: "This chart could not be drawn: …". */
export type FaultPart = 'chart' | 'panel' | 'tab'

interface FaultBoundaryProps {
  /** The part inside: named in the sentence. */
  part: FaultPart
  /** Any value whose change means "draw again" (a chart's data); the scenario always counts. */
  resetKey?: unknown
  children?: ReactNode
}

const noSubscribe = () => () => {}

/**
 * A fault stays in its part: a child that throws while drawing is replaced by one sentence naming what failed,
 * "Copy details" (the error, its stack and the scenario as JSON) and "Try again"; the rest of the page keeps
 * working. It draws the child again when the scenario (or `resetKey`) changes, so fixing the input fixes the part.
 * @example <FaultBoundary part="chart" resetKey={data}><KeptChart batch={batch} /></FaultBoundary>
 */
export function FaultBoundary({ part, resetKey, children }: FaultBoundaryProps) {
  const store = useMaybeAppStore()
  // Read only to reset on a change: the children are the same element, so React does not draw them again.
  const scenario = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    () => store?.getState().scenario,
    () => store?.getState().scenario,
  )
  return (
    <Boundary part={part} keys={[scenario, resetKey]} store={store}>
      {children}
    </Boundary>
  )
}

/** Each child in a boundary of its own: a view's column of panels, where one panel's fault spares the others. */
export function Panels({ children }: { children?: ReactNode }) {
  return Children.map(children, (child) =>
    child ? <FaultBoundary part="panel">{child}</FaultBoundary> : child,
  )
}

interface BoundaryProps {
  part: FaultPart
  keys: readonly unknown[]
  store: AppStore | null
  children?: ReactNode
}

interface BoundaryState {
  error: Error | null
  componentStack: string
  keys: readonly unknown[]
}

const changed = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]))

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, componentStack: '', keys: this.props.keys }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!changed(props.keys, state.keys)) return null
    // A new scenario (or new data): draw the part again; a fault that remains is caught again.
    return { keys: props.keys, error: null, componentStack: '' }
  }

  componentDidCatch(_error: Error, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? '' })
  }

  render() {
    const { error, componentStack } = this.state
    if (!error) return this.props.children
    return (
      <FaultNote
        part={this.props.part}
        error={error}
        details={() => faultDetails(error, componentStack, this.props.store)}
        retry={() => this.setState({ error: null, componentStack: '' })}
      />
    )
  }
}

/** The error's message on one line, at most 200 chars. */
function oneLine(error: Error): string {
  const text = (error.message || error.name || 'an unknown error').replace(/\s+/g, ' ').trim()
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

/** What "Copy details" copies: the error, where it was thrown, and the scenario that made it. */
function faultDetails(error: Error, componentStack: string, store: AppStore | null): string {
  let scenario: string
  try {
    scenario = store
      ? JSON.stringify(store.getState().scenario, null, 2)
      : '(no scenario: drawn outside the app)'
  } catch (err) {
    scenario = `(the scenario could not be written: ${(err as Error).message})`
  }
  return [
    `${error.name}: ${error.message}`,
    '',
    'Stack:',
    error.stack ?? '(none)',
    '',
    'Components:',
    componentStack.trim() || '(unknown)',
    '',
    'Scenario:',
    scenario,
    '',
  ].join('\n')
}

function FaultNote({
  part,
  error,
  details,
  retry,
}: {
  part: FaultPart
  error: Error
  details: () => string
  retry: () => void
}) {
  const [status, setStatus] = useState<string>('')
  const [shown, setShown] = useState<string | null>(null)
  const copy = async () => {
    const text = details()
    try {
      await navigator.clipboard.writeText(text)
      setStatus('Copied the details.')
    } catch {
      // No clipboard (blocked, or an insecure page): the details are shown to be selected by hand.
      setShown(text)
      setStatus('The clipboard is blocked: the details are below.')
    }
  }
  return (
    <div className="fault-note" role="alert" data-fault={part}>
      <p className="fault-text">
        This {part} could not be drawn: {oneLine(error)}
      </p>
      <div className="fault-actions">
        <button type="button" className="small-btn" onClick={copy}>
          Copy details
        </button>
        <button type="button" className="small-btn" onClick={retry}>
          Try again
        </button>
        <span className="fault-status" role="status">
          {status}
        </span>
      </div>
      {shown !== null && (
        <textarea className="fault-details" readOnly value={shown} aria-label="Fault details" rows={8} />
      )}
    </div>
  )
}
