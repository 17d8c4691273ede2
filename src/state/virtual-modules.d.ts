/** Modules the build makes (see scripts/scenario-defaults.ts). */
declare module 'virtual:default-scenario' {
  const scenario: import('../engine/scenario.ts').Scenario
  export default scenario
}
/** One section's number fields by full path (`virtual:number-fields/resultBudget`; see scripts/scenario-defaults.ts). */
declare module 'virtual:number-fields/*' {
  const fields: Readonly<Record<string, import('../engine/base/number-rule.ts').NumberFacts>>
  export default fields
}
