/** The language a snippet is written in, so the page can label it and a test can parse it. */
export type SnippetLanguage = 'typescript' | 'python' | 'json' | 'shell' | 'toml'

/** One system's current settings as code in that framework's own language, ready to copy. */
export interface ConfigSnippet {
  id:
    | 'ethos'
    | 'praisonai'
    | 'praisonai-env'
    | 'selection'
    | 'planner'
    | 'tool-call-plan'
    | 'claude-code'
    | 'codex-cli'
    | 'anthropic-api'
    | 'anthropic-compact'
    | 'gemini-cli'
    | 'opencode'
    | 'openhands'
    | 'langchain'
  /** What it configures, as its framework names it. */
  title: string
  language: SnippetLanguage
  code: string
  /** Where the names in it come from. */
  source: string
}

/**
 * A string literal valid in Python, TypeScript and JSON alike: JSON's escapes are valid in all three for any
 * character a name may hold.
 * @example quote('read_file') === '"read_file"'
 */
export const quote = (s: string): string => JSON.stringify(s)

/**
 * A whole number written with `_` between thousands (valid in TypeScript and Python): 80_000.
 * @example grouped(80000) === '80_000'
 */
export const grouped = (n: number): string =>
  Number.isSafeInteger(n) && Math.abs(n) >= 10_000
    ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '_')
    : String(n)

/**
 * A comment line's text with anything that would end or break the comment taken out (a user's tool name
 * can hold a line break).
 * @example commentText('a\nb') === 'a b'
 */
export const commentText = (s: string): string => s.replace(/[\r\n\u2028\u2029]+/g, ' ')
