import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// The second rule engine beside axe: HTML_CodeSniffer (the engine pa11y runs), standard WCAG2AA,
// its errors. It runs in the page, offline, from the npm package, during the visits of
// e2e/a11y-wcag22.spec.ts (every page of e2e/a11y-pages.ts) and the states of
// e2e/a11y-states.spec.ts and e2e/a11y-announcements.spec.ts.

const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
)

/**
 * Error codes (prefix match) that are not violations here, each with its reason; also listed in
 * docs/accessibility.md. Empty: no page or state has an error today.
 */
export const HTMLCS_EXCEPTIONS: Record<string, string> = {}

interface Message {
  type: number
  code: string
  msg: string
  element?: Element
}

/** HTML_CodeSniffer's WCAG2AA errors on the page as it is now, less the written exceptions. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  // Through the DevTools protocol, not a <script>: the page's Content-Security-Policy allows no
  // inline script.
  await page.evaluate(HTMLCS_SOURCE)
  // HTML_CodeSniffer 2.5.1 looks up some messages under keys its catalogue spells otherwise
  // ("1_3_5_H98.InvalidAutoComplete_Text" vs "…InvalidAutocomplete_Text") and then throws while
  // reporting the error: such a key falls back to the catalogue's entry in any case (else to the
  // key itself), so the finding is reported instead of aborting the whole run.
  await page.evaluate(() => {
    const w = window as unknown as {
      HTMLCS: { lang: string; getTranslation: (key: string) => string | undefined }
      translation: Record<string, Record<string, string>>
    }
    const lookup = w.HTMLCS.getTranslation.bind(w.HTMLCS)
    w.HTMLCS.getTranslation = (key) => {
      const found = lookup(key)
      if (found !== undefined) return found
      const catalogue = w.translation[w.HTMLCS.lang] ?? {}
      const other = Object.keys(catalogue).find((k) => k.toLowerCase() === key.toLowerCase())
      return other ? catalogue[other] : key
    }
  })
  const errors = await page.evaluate(
    () =>
      new Promise<{ code: string; msg: string; element: string }[]>((resolve) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void) => void
              getMessages: () => Message[]
            }
          }
        ).HTMLCS
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({
                code: m.code,
                msg: m.msg,
                element: m.element?.outerHTML?.slice(0, 120) ?? '',
              })),
          ),
        )
      }),
  )
  return errors
    .filter((e) => !Object.keys(HTMLCS_EXCEPTIONS).some((code) => e.code.startsWith(code)))
    .map((e) => `${e.code}: ${e.msg} -> ${e.element}`)
}
