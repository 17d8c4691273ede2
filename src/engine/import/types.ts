/**
 * What the import layer hands every tab, the worker and the CLI: a transcript (the LLM iterations as batches of
 * parallel calls, the conversation, the offered tools), a tool catalog, or a category map — each with the notes
 * on what could not be mapped, and a one-line detection summary a person reads. Provider-neutral: no tab needs
 * to know which API a file came from.
 */

/** The APIs whose transcripts are read. */
export type Provider = 'openai-chat' | 'openai-responses' | 'anthropic' | 'ollama' | 'gemini'

/**
 * How each provider is named to a person.
 * @example PROVIDER_NAMES['openai-chat'] === 'OpenAI Chat Completions'
 */
export const PROVIDER_NAMES: Record<Provider, string> = {
  'openai-chat': 'OpenAI Chat Completions',
  'openai-responses': 'OpenAI Responses',
  anthropic: 'Anthropic Messages',
  ollama: 'Ollama chat',
  gemini: 'Gemini API',
}

/** What held the messages: a bare list, a request or response body, or a recording of exchanges. */
export type Wrapper =
  | 'messages'
  | 'request body'
  | 'response body'
  | 'streamed response'
  | 'request + response'
  | 'HTTP snapshot'
  | 'nock recording'
  | 'VCR cassette'
  | 'HAR'
  | 'JSON lines'
  | 'Claude Code session'
  | 'Codex CLI session'
  | 'Gemini CLI session'
  | 'Gemini chat history'
  | 'OpenTelemetry spans'
  | 'ATIF trajectory'
  | 'SWE-agent trajectory'
  | 'OpenHands event log'
  | 'mini-SWE-agent trajectory'
  | 'OpenInference spans'
  | 'Vercel AI SDK result'
  | 'batch file'

/** A tool's result as the transcript gives it. */
export interface ImportedResult {
  /** What the model received, as text (parts joined by a newline; a structured result as compact JSON). */
  text: string
  isError: boolean
  where: string
}

/** One tool call the model made. */
export interface ImportedCall {
  /** The provider's call id (`call_…`, `toolu_…`); null when the format has none (Ollama). */
  id: string | null
  name: string
  /** The arguments as given: a JSON string (OpenAI) or an object (Anthropic, Ollama). */
  args: unknown
  /** Run by the provider (Anthropic `server_tool_use`, OpenAI `tool_search_call`), not by the agent. */
  server: boolean
  result: ImportedResult | null
  /** 1-based line of the text where the call first appears. */
  line: number
  where: string
}

/** One LLM iteration: the calls of one assistant message, run as one parallel batch. */
export interface ImportedBatch {
  calls: ImportedCall[]
  /** Text the assistant wrote beside its calls. */
  text: string
  where: string
}

/** A message of the conversation; an assistant message that made calls points at its batch. */
export interface ConversationMessage {
  role: 'system' | 'user' | 'assistant'
  text: string
  /** Index into `batches` when this assistant message made the calls of that batch. */
  batch: number | null
}

/** Why something could not be mapped; never dropped in silence, never invented. */
export type NoteKind =
  | 'result without call'
  | 'call without result'
  | 'unknown role'
  | 'unsupported block'
  | 'mixed providers'
  | 'missing id'
  | 'duplicate id'
  | 'unreadable body'
  | 'truncated'
  | 'server tool'
  | 'unreadable tool'
  | 'left out'

export interface Note {
  kind: NoteKind
  /** Where in the file: `interaction 2 request, messages[3].content[1]`. */
  where: string
  message: string
  /** 1-based line of the text, when it can be found. */
  line?: number
}

/** How a tool's definition was written. */
export type ToolFormat =
  | 'OpenAI / Ollama'
  | 'OpenAI Responses'
  | 'OpenAI built-in'
  | 'Anthropic'
  | 'Anthropic server tool'
  | 'Anthropic client tool'
  | 'MCP'

/** One offered tool. */
export interface CatalogTool {
  name: string
  description: string
  format: ToolFormat
  /** The definition as given, compact JSON: what a window measures. */
  json: string
  /** The input schema as given (`parameters`, `input_schema`, `inputSchema`); null for a provider's tool. */
  parameters: unknown
  /** A tool the provider defines (its real schema is the provider's, so only its stub is counted). */
  server: boolean
  /** Loaded later by tool search (OpenAI `defer_loading`). */
  deferred: boolean
}

export interface Catalog {
  kind: 'catalog'
  tools: CatalogTool[]
  formats: ToolFormat[]
  /** Where the list was found: `array`, `"tools" of an object`, `MCP tools/list result`, … */
  container: string
  notes: Note[]
  summary: string
}

/** Tools grouped by category (seed 004's TOOL_CATEGORIES, the GitHub MCP server's toolsets). */
export interface CategoryMap {
  kind: 'categories'
  categories: { name: string; tools: string[] }[]
  notes: Note[]
  summary: string
}

export interface Transcript {
  kind: 'transcript'
  /** Every provider seen, in order of first appearance (more than one is noted as mixed). */
  providers: Provider[]
  wrapper: Wrapper
  /** Request/response exchanges read (1 for a bare list of messages). */
  interactions: number
  /** Separate conversations (a recording may hold several runs). */
  conversations: number
  /** Exchanges that re-send an earlier conversation's history and go another way (a retry, a compaction request); absent means none. */
  branches?: number
  batches: ImportedBatch[]
  messages: ConversationMessage[]
  /** The tools offered in the requests, each name once; null when no request lists any. */
  tools: Catalog | null
  /** Usage, context window and compactions a session file recorded, each response linked to its batch; absent when the file records none. */
  recorded?: Recorded
  notes: Note[]
  summary: string
}

export type Imported = Transcript | Catalog | CategoryMap

/** Why nothing could be imported. */
export type ImportErrorKind =
  | 'empty'
  | 'too large'
  | 'binary'
  | 'not json'
  | 'not yaml'
  | 'not a cassette'
  | 'unknown shape'

export interface ImportError {
  kind: ImportErrorKind
  message: string
  line?: number
  column?: number
}

/** Every importer's answer: a value, or a typed error. Never a throw. */
export type ImportResult = { ok: true; value: Imported } | { ok: false; error: ImportError }

/**
 * The calls of every batch, in order.
 * @example callsOf({ batches: [{ calls: [a, b], text: '', where: '' }, { calls: [c], text: '', where: '' }] }) → [a, b, c]
 */
export const callsOf = (t: Pick<Transcript, 'batches'>): ImportedCall[] => t.batches.flatMap((b) => b.calls)

/**
 * What a session file recorded about its own model calls — token usage per response, the context window,
 * compactions — kept beside the transcript so a view can show recorded beside computed. Provider-neutral:
 * `input` is every prompt token the model read (Anthropic's `input_tokens + cache_read_input_tokens +
 * cache_creation_input_tokens`; OpenAI's `input_tokens`, which already counts its cached part), and the cache
 * counts are parts of it.
 */
export interface RecordedUsage {
  input: number
  output: number
  /** Prompt tokens read from the provider's cache (Anthropic `cache_read_input_tokens`, OpenAI `cached_input_tokens`). */
  cacheRead: number
  /** Prompt tokens written to the cache (Anthropic `cache_creation_input_tokens`; OpenAI has none). */
  cacheWrite: number
  /** Output tokens spent reasoning, when the file says (Codex `reasoning_output_tokens`); a part of `output`. */
  reasoning: number | null
}

/** One model response as the file recorded it. */
export interface RecordedResponse {
  /** Where the response starts in the file (`line 5`): the same `where` as its batch, when it made calls. */
  where: string
  line: number
  /** Null when the file recorded no usage for this response. */
  usage: RecordedUsage | null
  /** The batch of calls this response made (an index into the transcript's batches); null when it made none. */
  batch: number | null
}

/** A compaction the harness recorded: the context was summarised and replaced. */
export interface RecordedCompaction {
  where: string
  line: number
  /** Tokens in the context just before it (Claude Code `compactMetadata.preTokens`; Codex the last response's total). */
  tokensBefore: number | null
  /** `auto` or `manual`, when the file says. */
  trigger: string | null
}

export interface Recorded {
  responses: RecordedResponse[]
  compactions: RecordedCompaction[]
  /** The model's context window in tokens, when the file says (Codex `model_context_window`). */
  contextWindow: number | null
}
