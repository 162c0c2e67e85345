#!/usr/bin/env node
// Before the Playwright suite (npm run test:e2e, so also npm test): makes sure a Chromium is
// there. Debian's /usr/bin/chromium or CHROME_PATH when present (playwright.config.ts uses them),
// else Playwright's own browser, downloaded here when it is missing. When that cannot work, it
// says exactly what to do instead of letting every test fail with a launch error.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemChromium = process.env.SYSTEM_CHROMIUM ?? '/usr/bin/chromium'

function playwrightChromium() {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

if (process.env.CHROME_PATH) {
  if (!existsSync(process.env.CHROME_PATH)) {
    console.error(`e2e: CHROME_PATH=${process.env.CHROME_PATH} does not exist.`)
    process.exit(1)
  }
} else if (!existsSync(systemChromium) && !playwrightChromium()) {
  console.log(
    `e2e: no ${systemChromium} and no Playwright Chromium yet: npx playwright install chromium`,
  )
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
  if (install.status !== 0 || !playwrightChromium()) {
    console.error(`
e2e: could not get a Chromium for the Playwright suite. Do one of these, then run npm test again:
  - Debian/Ubuntu: sudo apt-get install chromium        (the suite then uses ${systemChromium})
  - with internet access: npx playwright install --with-deps chromium
  - any installed Chrome or Chromium: CHROME_PATH=/path/to/chrome npm test
`)
    process.exit(1)
  }
}
