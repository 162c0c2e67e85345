#!/usr/bin/env node
/**
 * npm run test:dates — the contract tests (Vitest: the API contract tests and the mock's own)
 * and the Playwright suite, with the system clock moved (scripts/with-date.mjs) to days the
 * real date may hit: a Monday, a Sunday, New Year's Eve, both of Zurich's clock changes and a
 * 29 February. The tests run on their own fixed day (src/testing/test-instant.ts), so all must
 * pass on every one of them.
 *
 *   npm run test:dates                 contract tests and Playwright on every date (long)
 *   npm run test:dates -- --contract   contract tests only (CI: about 1 minute a date)
 *   npm run test:dates -- --e2e        Playwright only (needs `npm run build` first)
 */
import { spawnSync } from 'node:child_process'

/** Local Zurich times, a few minutes before the change where there is one, so a run crosses it. */
export const DATES = [
  { label: 'a Monday', at: '2027-01-04T09:00:00+01:00' },
  { label: 'a Sunday', at: '2027-06-20T12:00:00+02:00' },
  { label: '31 December, into the new year', at: '2026-12-31T23:58:00+01:00' },
  { label: 'last Sunday of March, clocks go forward', at: '2027-03-28T01:58:00+01:00' },
  { label: 'last Sunday of October, clocks go back', at: '2027-10-31T02:58:00+02:00' },
  { label: '29 February 2028', at: '2028-02-29T12:00:00+01:00' },
]

const flags = new Set(process.argv.slice(2))
const suites = []
if (!flags.has('--e2e'))
  suites.push({ name: 'contract', command: ['npx', 'vitest', 'run', 'contract', 'src/mocks'] })
if (!flags.has('--contract'))
  suites.push({ name: 'playwright', command: ['npx', 'playwright', 'test'] })

const results = []
for (const { label, at } of DATES) {
  for (const suite of suites) {
    console.log(`\n=== test:dates: ${suite.name} on ${label} (${at}) ===`)
    const started = Date.now()
    const run = spawnSync('node', ['scripts/with-date.mjs', at, '--', ...suite.command], {
      stdio: 'inherit',
    })
    const seconds = Math.round((Date.now() - started) / 1000)
    results.push({ date: `${label} (${at})`, suite: suite.name, ok: run.status === 0, seconds })
  }
}

console.log('\ntest:dates summary')
for (const r of results) {
  console.log(
    `  ${r.ok ? 'passed' : 'FAILED'}  ${r.suite.padEnd(10)} ${String(r.seconds).padStart(4)} s  ${r.date}`,
  )
}
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed (runs of a suite on a date)`)
process.exit(failed ? 1 : 0)
