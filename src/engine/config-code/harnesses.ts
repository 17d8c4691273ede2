import { type ConfigSnippet, commentText, grouped, quote } from '../base/snippet.ts'
import type { HarnessSettings } from '../harness-settings-schema.ts'
import { anthropicSessionSettings } from '../harnesses/anthropic-api/harness.ts'
import {
  CLEAR_DEFAULTS,
  type ClearToolUsesEdit,
  COMPACT_DEFAULTS,
  type CompactEdit,
} from '../harnesses/anthropic-api/session.ts'
import { ANTHROPIC_SOURCE } from '../harnesses/anthropic-api/source.ts'
import { CLAUDE_DEFAULTS, type ClaudeSettings, claudeSettings } from '../harnesses/claude-code/harness.ts'
import {
  CODEX_DEFAULTS,
  type CodexSettings,
  codexSettings,
  effectivePolicy,
} from '../harnesses/codex-cli/harness.ts'
import { autoCompactLimit } from '../harnesses/codex-cli/session.ts'
import { CODEX_MODELS } from '../harnesses/codex-cli/source.ts'
import { geminiSettings } from '../harnesses/gemini-cli/harness.ts'
import { GEMINI_SESSION_DEFAULTS, type GeminiSessionSettings } from '../harnesses/gemini-cli/session.ts'
import { type ClearToolUsesSettings, LANGCHAIN_CLEAR_DEFAULTS } from '../harnesses/langchain/session.ts'
import { opencodeSessionSettings } from '../harnesses/opencode/harness.ts'
import { OPENCODE_SESSION_DEFAULTS, type OpencodeSessionSettings } from '../harnesses/opencode/session.ts'
import { OPENHANDS_SUMMARY_DEFAULTS, type OpenHandsSummarySettings } from '../harnesses/openhands/session.ts'
import { MAX_EVENT_LENGTH, MAX_MESSAGE_CHARS } from '../harnesses/openhands/source.ts'

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * Claude Code's `settings.json` `env` block: the environment variables its harness folder models
 * (`BASH_MAX_OUTPUT_LENGTH`, `MAX_MCP_OUTPUT_TOKENS`, code.claude.com/docs/en/env-vars). Values are strings, as
 * `env` takes them. The 50,000-char persist threshold has no variable: an MCP tool raises it with
 * `_meta["anthropic/maxResultSizeChars"]`.
 * @example JSON.parse(claudeCodeSnippet().code).env.MAX_MCP_OUTPUT_TOKENS === '25000'
 */
export function claudeCodeSnippet(s: ClaudeSettings = CLAUDE_DEFAULTS): ConfigSnippet {
  return {
    id: 'claude-code',
    title: 'Claude Code settings.json',
    language: 'json',
    code: json({
      env: {
        BASH_MAX_OUTPUT_LENGTH: String(s.bashMaxOutputLength),
        MAX_MCP_OUTPUT_TOKENS: String(s.maxMcpOutputTokens),
      },
    }),
    source: 'code.claude.com/docs/en/env-vars (read 2026-11-28)',
  }
}

/**
 * The compaction limit Codex uses (its rule lives in the Codex harness folder: `autoCompactLimit`).
 * @example codexAutoCompactLimit(272_000, null) === 244_800
 */
export const codexAutoCompactLimit = autoCompactLimit

/**
 * Codex's `~/.codex/config.toml`: `model`, `tool_output_token_limit` (the model's truncation-policy limit it
 * replaces, models-manager/src/model_info.rs:41-52) and `model_auto_compact_token_limit` (core/src/config/mod.rs:256),
 * written at the values the harness runs with.
 * @example codexSnippet().code.includes('tool_output_token_limit = 10000') === true
 */
export function codexSnippet(
  s: CodexSettings = CODEX_DEFAULTS,
  autoCompact: number | null = null,
): ConfigSnippet {
  const model = CODEX_MODELS.find((m) => m.slug === s.model) ?? CODEX_MODELS[0]
  const policy = effectivePolicy(s)
  // Under a byte policy the config's token limit is multiplied by 4 (model_info.rs:41-52): write it back in tokens.
  const limit = policy.mode === 'bytes' ? Math.ceil(policy.limit / 4) : policy.limit
  const window = model?.contextWindow ?? 0
  const lines = [
    '# ~/.codex/config.toml (openai/codex rust-v0.125.0)',
    `model = ${quote(s.model)}`,
    `# Replaces the model's truncation_policy limit (${commentText(model?.slug ?? s.model)}: ${(model?.policy.limit ?? 0).toLocaleString('en-US')} ${model?.policy.mode ?? ''}); history cuts at 1.2x`,
    `tool_output_token_limit = ${limit}`,
    `# Auto-compaction: never above 90% of the model's ${window.toLocaleString('en-US')}-token window`,
    `model_auto_compact_token_limit = ${codexAutoCompactLimit(window, autoCompact)}`,
  ]
  return {
    id: 'codex-cli',
    title: 'Codex config.toml',
    language: 'toml',
    code: `${lines.join('\n')}\n`,
    source:
      'openai/codex rust-v0.125.0: codex-rs/core/src/config/mod.rs:256, 428; models-manager/src/model_info.rs:36-52; protocol/src/openai_models.rs:310-321',
  }
}

/**
 * The Messages API's `context_management` block for `clear_tool_uses_20250919`, with the harness's parameters
 * (`clear_at_least` only when set: it has no default).
 * @example JSON.parse(anthropicClearSnippet().code).context_management.edits[0].keep.value === 3
 */
export function anthropicClearSnippet(edit: ClearToolUsesEdit = CLEAR_DEFAULTS): ConfigSnippet {
  return {
    id: 'anthropic-api',
    title: 'Anthropic API context_management (clearing)',
    language: 'json',
    code: json({
      context_management: {
        edits: [
          {
            type: 'clear_tool_uses_20250919',
            trigger: { type: edit.trigger.type, value: edit.trigger.value },
            keep: { type: 'tool_uses', value: edit.keep },
            ...(edit.clearAtLeast > 0
              ? { clear_at_least: { type: 'input_tokens', value: edit.clearAtLeast } }
              : {}),
            exclude_tools: [...edit.excludeTools],
            clear_tool_inputs: edit.clearToolInputs,
          },
        ],
      },
    }),
    source: `${ANTHROPIC_SOURCE.kind === 'doc' ? ANTHROPIC_SOURCE.pages[0] : ''} (read 2026-11-28)`,
  }
}

/**
 * The `context_management` block for server-side compaction (`compact_20260112`, its trigger at least 50,000).
 * @example JSON.parse(anthropicCompactSnippet().code).context_management.edits[0].trigger.value === 150_000
 */
export function anthropicCompactSnippet(edit: CompactEdit = COMPACT_DEFAULTS): ConfigSnippet {
  return {
    id: 'anthropic-compact',
    title: 'Anthropic API context_management (compaction)',
    language: 'json',
    code: json({
      context_management: {
        edits: [{ type: 'compact_20260112', trigger: { type: 'input_tokens', value: edit.triggerTokens } }],
      },
    }),
    source: `${ANTHROPIC_SOURCE.kind === 'doc' ? ANTHROPIC_SOURCE.pages[1] : ''} (read 2026-11-28)`,
  }
}

/**
 * Gemini CLI's `settings.json`: `model.compressionThreshold`, `tools.truncateToolOutputThreshold` and
 * `contextManagement.tools.outputMasking`'s two thresholds, as its settings schema names them
 * (packages/cli/src/config/settingsSchema.ts:1111-1121, 1751-1759, 2862-2900 at 5411f113).
 * @example JSON.parse(geminiSnippet().code).model.compressionThreshold === 0.5
 */
export function geminiSnippet(s: GeminiSessionSettings = GEMINI_SESSION_DEFAULTS): ConfigSnippet {
  return {
    id: 'gemini-cli',
    title: 'Gemini CLI settings.json',
    language: 'json',
    code: json({
      model: { compressionThreshold: s.compressionThreshold },
      tools: { truncateToolOutputThreshold: s.truncateToolOutputThreshold },
      contextManagement: {
        tools: {
          outputMasking: {
            protectionThresholdTokens: s.masking.protectionThresholdTokens,
            minPrunableThresholdTokens: s.masking.minPrunableThresholdTokens,
          },
        },
      },
    }),
    source: 'google-gemini/gemini-cli 5411f113: packages/cli/src/config/settingsSchema.ts',
  }
}

/**
 * opencode's `opencode.json` `compaction` keys (`auto`, `prune`, and `reserved` when set: its default is
 * min(20,000, the model's max output)), as its config schema has them (packages/opencode/src/config/config.ts).
 * @example JSON.parse(opencodeSnippet().code).compaction.prune === true
 */
export function opencodeSnippet(s: OpencodeSessionSettings = OPENCODE_SESSION_DEFAULTS): ConfigSnippet {
  return {
    id: 'opencode',
    title: 'opencode opencode.json',
    language: 'json',
    code: json({
      $schema: 'https://opencode.ai/config.json',
      compaction: { auto: s.auto, prune: s.prune, ...(s.reserved === null ? {} : { reserved: s.reserved }) },
    }),
    source: 'anomalyco/opencode: packages/opencode/src/config/config.ts (Config.Info compaction)',
  }
}

/**
 * OpenHands' `config.toml`: `[llm] max_message_chars` (llm_config.py:68-70) and the summarizing condenser's
 * `[condenser]` keys (`type = "llm"`, `keep_first`, `max_size`, `max_event_length`: condenser_config.py:61-83), as
 * its config.template.toml names them, at the values the harness runs with.
 * @example openhandsSnippet().code.includes('max_size = 100') === true
 */
export function openhandsSnippet(
  s: OpenHandsSummarySettings = OPENHANDS_SUMMARY_DEFAULTS,
  maxMessageChars: number = MAX_MESSAGE_CHARS,
): ConfigSnippet {
  return {
    id: 'openhands',
    title: 'OpenHands config.toml',
    language: 'toml',
    code: [
      '[llm]',
      `max_message_chars = ${maxMessageChars}`,
      '',
      '[condenser]',
      'type = "llm"',
      `keep_first = ${s.keepFirst}`,
      `max_size = ${s.maxSize}`,
      `max_event_length = ${MAX_EVENT_LENGTH}`,
      '',
    ].join('\n'),
    source:
      'All-Hands-AI/OpenHands 156d0686: config.template.toml, openhands/core/config/condenser_config.py',
  }
}

/**
 * LangChain v1's `create_agent` with `ContextEditingMiddleware` and one `ClearToolUsesEdit` (its keyword arguments,
 * libs/langchain_v1/langchain/agents/middleware/context_editing.py:66-98), at the values the harness runs with.
 * @example langchainSnippet().code.includes('trigger=100_000') === true
 */
export function langchainSnippet(s: ClearToolUsesSettings = LANGCHAIN_CLEAR_DEFAULTS): ConfigSnippet {
  const exclude = s.excludeTools.length === 0 ? '()' : `(${s.excludeTools.map(quote).join(', ')},)`
  return {
    id: 'langchain',
    title: 'LangChain create_agent middleware',
    language: 'python',
    code: [
      'from langchain.agents import create_agent',
      'from langchain.agents.middleware import ClearToolUsesEdit, ContextEditingMiddleware',
      '',
      'agent = create_agent(',
      '    model,',
      '    tools=tools,',
      '    middleware=[',
      '        ContextEditingMiddleware(',
      '            edits=[',
      '                ClearToolUsesEdit(',
      `                    trigger=${grouped(s.trigger)},`,
      `                    keep=${grouped(s.keep)},`,
      `                    clear_at_least=${grouped(s.clearAtLeast)},`,
      `                    exclude_tools=${exclude},`,
      `                    placeholder=${quote(s.placeholder)},`,
      '                ),',
      '            ],',
      '        ),',
      '    ],',
      ')',
      '',
    ].join('\n'),
    source:
      'langchain-ai/langchain 03373459: libs/langchain_v1/langchain/agents/middleware/context_editing.py',
  }
}

/**
 * Every harness's configuration as code, in each harness's own form, at the values the Replay tab runs it with:
 * the scenario's edited parameters (`harnessSettings`), else each harness's defaults.
 * @example harnessSnippets().map((s) => s.language) → ['json', 'toml', 'json', 'json', 'json', 'json', 'toml', 'python']
 */
export const harnessSnippets = (edited: HarnessSettings = {}): ConfigSnippet[] => {
  const anthropic = anthropicSessionSettings(edited['anthropic-api'])
  return [
    claudeCodeSnippet(claudeSettings(edited['claude-code'])),
    codexSnippet(codexSettings(edited['codex-cli'])),
    anthropicClearSnippet(anthropic.clear),
    anthropicCompactSnippet(anthropic.compact),
    geminiSnippet(geminiSettings(edited['gemini-cli'])),
    opencodeSnippet(opencodeSessionSettings(edited.opencode)),
    openhandsSnippet(),
    langchainSnippet(),
  ]
}
