/** Modules the build makes (see scripts/scenario-defaults.ts). */
declare module 'virtual:default-scenario' {
  const scenario: import('../engine/scenario.ts').Scenario
  export default scenario
}
