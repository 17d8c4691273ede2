/**
 * The Scenario's version today (see scenario.ts). Its own module, with no validation code, so the page's share
 * codec and saved copies can name it without loading the schema.
 * @example SCENARIO_VERSION === 3
 */
export const SCENARIO_VERSION = 3
