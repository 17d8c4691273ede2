import { decodeShareLink, readScenarioFile, shareLinkFor, tooLongForLink } from '../engine/index.ts'
import type { CliIo, ExitCode } from './types.ts'

type Fail = (where: string | null, reason: string) => ExitCode

/**
 * `link FILE…`: each scenario file's share link, one a line, exactly the one the page writes for it: whole,
 * or compact when its pasted outputs pass 1,000,000 chars (a note on stderr says so); a scenario no link can
 * carry exits 1 saying why. With `base`, each line is a whole URL (`base` + the hash).
 * @example linkFiles(['public/examples/default.json'], io, fail, describe, '') prints '#s=2.AA2E…'
 */
export function linkFiles(
  paths: readonly string[],
  io: CliIo,
  fail: Fail,
  describeReadError: (error: unknown) => string,
  base: string,
): ExitCode {
  for (const path of paths) {
    let text: string
    try {
      text = io.readFile(path)
    } catch (error) {
      return fail(path, describeReadError(error))
    }
    const read = readScenarioFile(text)
    if (!read.ok) return fail(path, read.message)
    const { hash, compact } = shareLinkFor(read.scenario)
    if (hash === null) return fail(path, tooLongForLink(read.scenario))
    if (compact) {
      io.stderr(
        `engine: ${path}: the link is compact (pasted outputs over 2,000 chars become generated text of the same length; every number matches)\n`,
      )
    }
    io.stdout(`${base}${hash}\n`)
  }
  return 0
}

/**
 * `open LINK…`: what each link opens to, one line of JSON each, exactly as the page opens it (the same
 * decoder, migration and validation): the scenario, or for an A/B link `{"a": A, "b": B}` (B is the one the
 * page shows for editing). A link may be a whole URL, a `#s=…` hash or `s=…`.
 * @example openLinks(['#s=2.AA2E…'], io, fail) prints '{"version":2,…}'
 */
export function openLinks(links: readonly string[], io: CliIo, fail: Fail): ExitCode {
  for (const [i, link] of links.entries()) {
    const hash = link.includes('#') ? link.slice(link.indexOf('#')) : link
    const decoded = decodeShareLink(hash)
    const where = `link ${i + 1}`
    if (decoded.kind === 'none') return fail(where, 'not a share link (expected #s=<format>.<payload>)')
    if (decoded.kind === 'error') return fail(where, decoded.message)
    const value = decoded.pinned ? { a: decoded.pinned, b: decoded.scenario } : decoded.scenario
    io.stdout(`${JSON.stringify(value)}\n`)
  }
  return 0
}
