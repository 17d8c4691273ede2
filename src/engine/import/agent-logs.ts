import type { Found } from './found.ts'
import { findMiniSweAgent } from './mini-swe-agent.ts'
import { findOpenHands } from './openhands.ts'
import { findOpenInference } from './openinference.ts'
import { findVercelAi } from './vercel-ai.ts'

/**
 * The agent and SDK logs read whole from one JSON value, each in its own file: an OpenHands event log, a mini-SWE-agent trajectory, a Vercel AI SDK result, OpenInference spans. One line
 * in the shared dispatch (`findExchanges`) reaches them all.
 * @example findAgentLog({ hello: 1 }) === null
 */
export function findAgentLog(value: unknown): Found | null {
  return findOpenHands(value) ?? findMiniSweAgent(value) ?? findVercelAi(value) ?? findOpenInference([value])
}
