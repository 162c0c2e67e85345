// @vitest-environment node
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

/** `npm run contract:check` against its own mock, set up the way `setup` names (or right). */
async function contractCheck(setup) {
  try {
    const { stdout } = await run('node', ['scripts/contract-check.mjs'], {
      env: { ...process.env, ...(setup ? { MOCK_LARAVEL_SETUP: setup } : {}) },
      maxBuffer: 8 * 1024 * 1024,
    })
    return { code: 0, out: stdout }
  } catch (error) {
    return { code: error.code, out: `${error.stdout}` }
  }
}

describe('the conformance check fails a backend whose widget cannot book', () => {
  it.each([
    ["Sanctum's stateful middleware in the api group", 'stateful-api'],
    ['only carts/{cart}/* under session and CSRF', 'stateful-carts'],
  ])('%s: a failure naming the 419 and its fix', async (_, setup) => {
    const { code, out } = await contractCheck(setup)
    expect(code).toBe(1)
    expect(out).toMatch(/✗ every public mutation without cookies or CSRF header/)
    expect(out).toMatch(/419 is CSRF token mismatch: this public route runs session and CSRF/)
  })

  it("Laravel's default rate limit: the 429 is named as rate limiting with the documented fix", async () => {
    const { code, out } = await contractCheck('throttle-60')
    expect(code).toBe(1)
    expect(out).toMatch(/429 is rate limiting \(Retry-After: \d+ s\).*Rate limits/)
  })
})
