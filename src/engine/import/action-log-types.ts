/** One action of an agent's log, as read from the user's text. */
export interface Action {
  /** 1-based line of the log where the action is written. */
  line: number
  /** The action's name as written (`Read`, `Bash`, `get_weather`): it decides the kind. */
  tool: string
  /** What the tracking line prints after `Action:`. */
  description: string
  /** The action failed (`[fail]` in the text form, `"failed": true` in JSON, `is_error` in a transcript). */
  failed: boolean
}

/** A line the log reader could not use: never dropped silently, always shown with its line. */
export interface LogError {
  line: number
  message: string
}

/** How the log's text is read; `auto` picks JSON when it starts with `[` or `{`, the text form otherwise. */
export type LogFormat = 'auto' | 'text' | 'json'

/** What the reader found the log to be: a transcript is described further by `summary`. */
export type DetectedFormat = 'empty' | 'text' | 'json' | 'transcript'

/** Something a transcript could not map (a call without a result, an unknown role): shown, never counted. */
export interface LogNote {
  line: number | null
  message: string
}

export interface ParsedLog {
  format: DetectedFormat
  /** The import layer's one-line detection summary for a transcript; null for the text and JSON forms. */
  summary: string | null
  notes: LogNote[]
  actions: Action[]
  /** The first 100 problems, in line order. */
  errors: LogError[]
  errorCount: number
  lineCount: number
}
