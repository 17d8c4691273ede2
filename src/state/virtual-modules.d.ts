/** Modules the build makes (see scripts/scenario-defaults.ts). */
declare module 'virtual:default-scenario' {
  const scenario: import('../engine/scenario.ts').Scenario
  export default scenario
}
/** The Scenario's number fields by path, one export per top-level section (see scripts/scenario-defaults.ts). */
declare module 'virtual:number-fields' {
  type Fields = Readonly<Record<string, import('../engine/number-rule.ts').NumberFacts>>
  export const resultBudget: Fields
  export const tools: Fields
  export const batches: Fields
  export const planner: Fields
  export const selection: Fields
  export const strategies: Fields
  export const toolBudgets: Fields
  export const plans: Fields
  export const cost: Fields
  export const view: Fields
  export const recorded: Fields
}
