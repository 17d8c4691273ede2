import { describe, expect, it } from 'vitest'
import { contextConfigText, envLine, managerConfigSnippet, setToolBudgetCalls } from './config-code.ts'
import { budgetOf, resolveToolBudgets, shareOf } from './resolve.ts'
import type { ToolBudgets } from './schema.ts'
import { defaultToolBudgets } from './schema.ts'

const seedDoc = (): ToolBudgets => ({
  ...defaultToolBudgets(),
  tools: [
    { name: 'file_read', maxTokens: 5_000, protected: true },
    { name: 'web_search', maxTokens: 2_000, protected: false },
  ],
})

describe('resolveToolBudgets', () => {
  it('an unknown tool gets default_tool_output_max (10,000)', () => {
    const r = resolveToolBudgets(seedDoc())
    expect(budgetOf(r, 'file_read')).toEqual({
      maxTokens: 5_000,
      protected: true,
      pruneChars: 4_000,
      from: 'tool',
    })
    expect(budgetOf(r, 'code_execute')).toEqual({
      maxTokens: 10_000,
      protected: false,
      pruneChars: 4_000,
      from: 'default',
    })
  })

  it('resolves shares of the window: 25% of 128,000 tokens is 32,000; the prune limit in chars at 4 a token', () => {
    const s = seedDoc()
    s.window = {
      ...s.window,
      shares: { defaultToolOutputMax: 25, pruneChars: 1, outputReserve: 20, toolOutputs: 30 },
    }
    s.tools = [{ name: 'web_search', maxTokens: 2_000, protected: false, windowShare: 2.5 }]
    const r = resolveToolBudgets(s)
    expect(r).toMatchObject({
      defaultToolOutputMax: 32_000,
      defaultSource: 'share',
      pruneChars: 5_120,
      outputReserve: 25_600,
      toolOutputsReservation: 38_400,
    })
    expect(r.tools[0]).toMatchObject({
      maxTokens: 3_200,
      source: 'share',
      sharePercent: 2.5,
      pruneSource: 'share',
    })
    expect(shareOf(16_000, 20)).toBe(3_200)
  })

  it('a share that resolves under 1 token is raised to 1 and reported', () => {
    const s = seedDoc()
    s.window = { ...s.window, modelTokens: 10, shares: { defaultToolOutputMax: 5 } }
    const r = resolveToolBudgets(s)
    expect(r.defaultToolOutputMax).toBe(1)
    expect(r.raised).toEqual(['default_tool_output_max: 5% of 10 tokens is under 1; 1 is used'])
  })

  it('a tool listed twice: the last row wins, in the place of the first, and is reported', () => {
    const s = seedDoc()
    s.tools = [...s.tools, { name: 'file_read', maxTokens: 7, protected: false }]
    const r = resolveToolBudgets(s)
    expect(r.tools.map((t) => [t.name, t.maxTokens])).toEqual([
      ['file_read', 7],
      ['web_search', 2_000],
    ])
    expect(r.duplicates).toEqual(['file_read'])
  })

  it('does not mutate its input', () => {
    const s = Object.freeze(seedDoc())
    expect(() => resolveToolBudgets(s)).not.toThrow()
  })
})

describe('exports', () => {
  const r = resolveToolBudgets(seedDoc())
  it('the env var line PraisonAI reads for default_tool_output_max', () => {
    expect(envLine(r)).toBe('PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=10000')
  })

  it('/context config as the seed prints it', () => {
    expect(contextConfigText(r)).toBe(
      [
        'Budget:',
        '  default_tool_max:       10,000',
        '  tool_budgets:',
        '    file_read: 5,000 (protected)',
        '    web_search: 2,000',
      ].join('\n'),
    )
  })

  it('a ManagerConfig with PerToolBudget entries and protected_tools, field names as in PraisonAI', () => {
    expect(managerConfigSnippet(r)).toBe(
      [
        'from praisonaiagents import ManagerConfig, PerToolBudget',
        '',
        'config = ManagerConfig(',
        '    default_tool_output_max=10000,',
        '    output_reserve=8000,',
        '    tool_budgets={',
        '        "file_read": PerToolBudget(tool_name="file_read", max_output_tokens=5000, protected=True),',
        '        "web_search": PerToolBudget(tool_name="web_search", max_output_tokens=2000, protected=False),',
        '    },',
        '    protected_tools=["file_read"],',
        ')',
      ].join('\n'),
    )
    expect(setToolBudgetCalls(r)).toBe(
      'manager.set_tool_budget("file_read", max_tokens=5000, protected=True)\nmanager.set_tool_budget("web_search", max_tokens=2000)',
    )
  })
})
