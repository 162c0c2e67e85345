#!/usr/bin/env node
/**
 * Runs a command with the system clock of Node moved to another instant by libfaketime
 * (Debian's `faketime`), to show the tests do not depend on the real date:
 *
 *   node scripts/with-date.mjs 2028-02-29T12:00:00+01:00 -- npx vitest run contract
 *   SYSTEM_CLOCK_AT=2027-03-28T01:58:00+01:00 node scripts/with-date.mjs -- playwright test
 *
 * Without an instant (argument or SYSTEM_CLOCK_AT) the command runs unchanged. The clock is
 * moved by a fixed offset from the real one, so every process started under it (the test
 * runner, the preview server it starts) agrees and time runs on; monotonic clocks (timers) stay
 * real. Chromium is not run under libfaketime (it starts minutes late under it): playwright.config.ts
 * launches it without the preload, and the page's clock is Playwright's clock API anyway.
 */
import { spawn, spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const dash = args.indexOf('--')
const before = dash >= 0 ? args.slice(0, dash) : []
const command = dash >= 0 ? args.slice(dash + 1) : args
const at = before[0] ?? process.env.SYSTEM_CLOCK_AT ?? ''

if (command.length === 0) {
  console.error('usage: node scripts/with-date.mjs [<ISO instant>] -- <command> [args…]')
  process.exit(2)
}

let run = command
const env = { ...process.env }
if (at) {
  const instant = Date.parse(at)
  if (Number.isNaN(instant)) {
    console.error(`with-date: not an ISO instant: ${at}`)
    process.exit(2)
  }
  if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
    console.error("with-date: needs Debian's faketime (apt-get install faketime)")
    process.exit(2)
  }
  const offset = Math.round((instant - Date.now()) / 1000)
  env.DONT_FAKE_MONOTONIC = '1'
  env.FAKETIME_DONT_FAKE_MONOTONIC = '1'
  run = ['faketime', '-f', `${offset >= 0 ? '+' : ''}${offset}`, ...command]
  console.log(
    `with-date: system clock at ${new Date(instant).toISOString()} for: ${command.join(' ')}`,
  )
}

const child = spawn(run[0], run.slice(1), { stdio: 'inherit', env })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
