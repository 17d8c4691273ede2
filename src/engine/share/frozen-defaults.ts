import { SCENARIO_VERSION } from '../base/version.ts'
import v1 from './frozen/defaults-v1.json' with { type: 'json' }
import v2 from './frozen/defaults-v2.json' with { type: 'json' }
import v3 from './frozen/defaults-v3.json' with { type: 'json' }

/**
 * The defaults a share link's diff is laid over, one frozen copy per scenario version, never today's
 * `defaultScenario()`: a link holds only what differs from these, so changing a default must not change what
 * an old link opens to. A new scenario version adds its copy here (taken from `defaultScenario()` the day the
 * version is made) and never edits an old one.
 */
export const FROZEN_DEFAULTS: Readonly<Record<number, Readonly<Record<string, unknown>>>> = {
  1: v1,
  2: v2,
  3: v3,
}

/** The frozen defaults links are written against today. */
export const LINK_BASE: Readonly<Record<string, unknown>> = FROZEN_DEFAULTS[SCENARIO_VERSION] ?? v3
