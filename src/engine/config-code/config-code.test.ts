import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript5'
import { describe, expect, it } from 'vitest'
import type { ConfigSnippet } from '../base/snippet.ts'
import { defaultScenario } from '../defaults.ts'
import { parseScenario } from '../parse-scenario.ts'
import { defaultPlanner } from '../planner/schema.ts'
import { defaultPlans } from '../plans/section.ts'
import { applyPreset } from '../presets/apply-preset.ts'
import type { Scenario } from '../scenario.ts'
import { defaultSelection } from '../selection/schema.ts'
import { praisonaiSnippets } from '../tool-budgets/config-code.ts'
import { resolveToolBudgets } from '../tool-budgets/resolve.ts'
import { ethosSnippet } from './ethos.ts'
import { plannerSnippet } from './planner.ts'
import { selectionSnippet } from './selection.ts'
import { toolCallPlanSnippet } from './tool-call-plan.ts'

/** Every snippet of a scenario, as the tabs show them. */
const snippetsOf = (s: Scenario): ConfigSnippet[] => [
  ethosSnippet(s),
  ...praisonaiSnippets(resolveToolBudgets(s.toolBudgets)),
  selectionSnippet(s.selection),
  plannerSnippet(s.planner),
  toolCallPlanSnippet(s.plans.plan),
]

/** The example scenarios shipped with the app: real settings, real tool names. */
const examples = readdirSync(new URL('../../../public/examples/', import.meta.url))
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .map((file) => {
    const parsed = parseScenario(
      JSON.parse(readFileSync(new URL(`../../../public/examples/${file}`, import.meta.url), 'utf8')),
    )
    if (!parsed.ok) throw new Error(`${file} does not open`)
    return { file, scenario: parsed.scenario }
  })

/** A scenario whose names hold everything a string literal or a comment could trip on. */
function hostile(): Scenario {
  const s = defaultScenario()
  const name = 'say "hi"\\n\nnext\u2028line # not a comment */ \'x\''
  return {
    ...s,
    resultBudget: { ...s.resultBudget, maxConsecutiveIdenticalCalls: 5, resultBudgetFloorChars: 2_000 },
    tools: [{ name, maxResultChars: 20_000, preTrims: true }],
    selection: {
      ...s.selection,
      categories: [{ name, tools: [name, 'b'], weight: 1 }],
      classified: [name],
      unavailable: [name],
      generated: { categories: 3, toolsPerCategory: 2 },
    },
    planner: {
      ...s.planner,
      inputs: { ...s.planner.inputs, deltaMode: 'files', deltaFiles: [name, 'a.py'] },
    },
  }
}

/** TypeScript 5's own parser: the syntax errors it finds in `code` (types are not checked: imports are not here). */
function typescriptErrors(code: string): string[] {
  const out = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022 },
  })
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

const PYTHON = spawnSync('python3', ['--version']).status === 0
if (!PYTHON) console.warn('⚠ python3 is not on PATH: the Python snippets are not parsed (ast) in this run')

/**
 * Parses Python with `ast` and returns the module's literal assignments (`name = <literal>`) and the keyword
 * arguments of its calls (`ManagerConfig(...)`, `PerToolBudget(...)`), as JSON.
 */
function python(code: string): {
  assigned: Record<string, unknown>
  calls: { name: string; kwargs: Record<string, unknown> }[]
} {
  const script = `
import ast, json, sys
tree = ast.parse(sys.stdin.read())
def lit(n):
    try:
        return ast.literal_eval(n)
    except Exception:
        return None
assigned = {t.id: lit(n.value) for n in tree.body if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)}
calls = [{"name": n.func.id, "kwargs": {k.arg: lit(k.value) for k in n.keywords}} for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
print(json.dumps({"assigned": assigned, "calls": calls}))
`
  const r = spawnSync('python3', ['-c', script], { input: code, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`python3 could not parse it:\n${r.stderr}\n${code}`)
  return JSON.parse(r.stdout)
}

/** Parses many Python texts in one python3 process (starting one per snippet is slow); the errors, by index. */
function pythonErrors(codes: readonly string[]): string[] {
  const script = `
import ast, json, sys
out = []
for code in json.load(sys.stdin):
    try:
        ast.parse(code)
        out.append("")
    except SyntaxError as e:
        out.append(f"line {e.lineno}: {e.msg}")
print(json.dumps(out))
`
  const r = spawnSync('python3', ['-c', script], { input: JSON.stringify(codes), encoding: 'utf8' })
  if (r.status !== 0) throw new Error(r.stderr)
  return JSON.parse(r.stdout)
}

/** Checks the syntax of every snippet in its language: TypeScript 5's parser, JSON.parse, Python's ast, sh -n. */
function checkAll(snippets: readonly { snippet: ConfigSnippet; where: string }[]): void {
  const py = snippets.filter((s) => s.snippet.language === 'python')
  if (PYTHON) {
    const errors = pythonErrors(py.map((s) => s.snippet.code))
    expect(py.flatMap((s, i) => (errors[i] ? [`${s.where}: ${s.snippet.id}: ${errors[i]}`] : []))).toEqual([])
  }
  for (const { snippet, where } of snippets) if (snippet.language !== 'python') checkSyntax(snippet, where)
}

function checkSyntax(snippet: ConfigSnippet, where: string): void {
  switch (snippet.language) {
    case 'typescript':
      expect(typescriptErrors(snippet.code), `${where}: ${snippet.id}`).toEqual([])
      return
    case 'json':
      expect(() => JSON.parse(snippet.code), `${where}: ${snippet.id}`).not.toThrow()
      return
    case 'python':
      if (PYTHON) expect(pythonErrors([snippet.code]), `${where}: ${snippet.id}`).toEqual([''])
      return
    case 'shell': {
      const r = spawnSync('sh', ['-n'], { input: snippet.code, encoding: 'utf8' })
      expect(r.status, `${where}: ${snippet.id}: ${r.stderr}`).toBe(0)
      return
    }
  }
}

describe('config as code', () => {
  it('every snippet of every example scenario parses in its own language', () => {
    expect(examples.length).toBeGreaterThan(20)
    checkAll(
      examples.flatMap(({ file, scenario }) =>
        snippetsOf(scenario).map((snippet) => ({ snippet, where: file })),
      ),
    )
  })

  it('names with quotes, backslashes, line breaks and comment markers stay inside their literals and comments', () => {
    checkAll(snippetsOf(hostile()).map((snippet) => ({ snippet, where: 'hostile' })))
  })

  it("Ethos: AgentLoopConfig['options'] holds the scenario's budget and guards, toolCaps each tool's cap", () => {
    const s = applyPreset(defaultScenario(), 'ethos-today')
    const scenario = { ...s, tools: [{ name: 'read_file', maxResultChars: 20_000 }, { name: 'terminal' }] }
    const source = ts.createSourceFile('x.ts', ethosSnippet(scenario).code, ts.ScriptTarget.ES2022, true)
    const values: Record<string, string> = {}
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name))
        values[node.name.text] ??= node.initializer.getText()
      ts.forEachChild(node, visit)
    }
    visit(source)
    expect(values).toMatchObject({
      resultBudgetChars: '80_000',
      maxToolCallsPerTurn: '1000',
      maxIdenticalToolCalls: '25',
      name: '"read_file"',
      maxResultChars: '20_000',
    })
    expect(ethosSnippet(scenario).code).toContain(
      'stop after 5 consecutive calls with the same name and JSON of arguments',
    )
    expect(ethosSnippet(scenario).code).toContain('the batch budget never goes below 2,000 chars')
  })

  it.skipIf(!PYTHON)(
    'PraisonAI: ManagerConfig and PerToolBudget take the resolved budgets; the env lines the same defaults',
    () => {
      const s = defaultScenario()
      const config = resolveToolBudgets({
        ...s.toolBudgets,
        defaultToolOutputMax: 12_000,
        tools: [{ name: 'file_read', maxTokens: 5_000, protected: true }],
      })
      const [manager, env] = praisonaiSnippets(config)
      const { calls } = python(manager?.code ?? '')
      expect(calls.find((c) => c.name === 'ManagerConfig')?.kwargs).toMatchObject({
        default_tool_output_max: 12_000,
        output_reserve: config.outputReserve,
        protected_tools: ['file_read'],
      })
      expect(calls.find((c) => c.name === 'PerToolBudget')?.kwargs).toEqual({
        tool_name: 'file_read',
        max_output_tokens: 5_000,
        protected: true,
      })
      expect(env?.code.split('\n').slice(1)).toEqual([
        'export PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=12000',
        `export PRAISONAI_CONTEXT_OUTPUT_RESERVE=${config.outputReserve}`,
      ])
    },
  )

  it.skipIf(!PYTHON)(
    "seed 004: TOOL_CATEGORIES, max_tools, the classifier's categories and what select_tools returns",
    () => {
      const { assigned } = python(selectionSnippet(defaultSelection()).code)
      expect(assigned.max_tools).toBe(8)
      expect(assigned.categories).toEqual(['projects', 'github'])
      expect(Object.keys(assigned.TOOL_CATEGORIES as object)).toEqual(
        defaultSelection().categories.map((c) => c.name),
      )
      // per_cat = max(2, 8 // 2) = 4: four of projects, then four of github (seed 004's own example)
      expect(assigned.expected).toEqual([
        'create_project',
        'list_projects',
        'add_task',
        'update_task',
        'list_issues',
        'create_issue',
        'get_file_contents',
        'list_pull_requests',
      ])
    },
  )

  it.skipIf(!PYTHON)(
    "seed 000: the Planner's inputs and the formula give the budget the engine computes",
    () => {
      const planner = {
        ...defaultPlanner(),
        inputs: {
          ...defaultPlanner().inputs,
          deltaMode: 'files' as const,
          deltaFiles: ['a.py', 'b.py', 'c.py'],
          priorFailures: true,
        },
      }
      const code = plannerSnippet(planner).code
      const { assigned } = python(code)
      expect(assigned).toMatchObject({ delta: ['a.py', 'b.py', 'c.py'], prior_failures: true, MINIMUM: 5 })
      // the snippet runs as Python and computes seed 000's last table row: min(9, 5 + 2 + 2) = 9
      const run = spawnSync('python3', ['-c', `${code}\nprint(budget, ROLE_BUDGETS["builder"])`], {
        encoding: 'utf8',
      })
      expect(run.stdout.trim()).toBe('9 9')
    },
  )

  it('DRR-005: the ToolCallPlan JSON is the scenario’s plan, field for field', () => {
    const plan = defaultPlans().plan
    expect(JSON.parse(toolCallPlanSnippet(plan).code)).toEqual(plan)
  })

  it('never mutates the scenario it is given', () => {
    const s = structuredClone(examples[0]?.scenario ?? defaultScenario())
    const frozen = JSON.stringify(s)
    snippetsOf(s)
    expect(JSON.stringify(s)).toBe(frozen)
  })
})
