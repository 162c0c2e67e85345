import type { Page } from '@playwright/test'

/**
 * Records what a screen reader would say on its own, in order, from the moment the page loads:
 * - a live region's new text (role status/alert/log or aria-live), as screen readers announce
 *   it: a polite region when its content changes while it is on the page (a region that arrives
 *   with its text is not announced reliably: screen readers differ), an alert also when it
 *   arrives;
 * - focus the page moves itself (element.focus() of the app; the visitor's own moves are not
 *   recorded): the focused heading's text, or a form field's name, state and description (its
 *   error message).
 * Entries read "status: …", "alert: …", "focus: …".
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = []
    ;(window as unknown as { __heard: string[] }).__heard = heard
    const LIVE = '[role=status], [role=alert], [role=log], [aria-live]:not([aria-live=off])'
    const text = (el: Element | null) =>
      ((el as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim()
    const last = new WeakMap<Element, string>()
    const isAlert = (el: Element) =>
      el.getAttribute('role') === 'alert' || el.getAttribute('aria-live') === 'assertive'
    // Focus moved by the app (element.focus()), not by the visitor: Playwright's own actions run
    // in another JavaScript world and do not pass through this page's prototype.
    let byApp = false
    const focus = HTMLElement.prototype.focus
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      byApp = true
      try {
        focus.call(this, options)
      } finally {
        byApp = false
      }
    }
    const start = () => {
      // Regions already on the page when it loads: only their later changes are heard.
      document.querySelectorAll(LIVE).forEach((r) => last.set(r, text(r)))
      new MutationObserver((mutations) => {
        const changed = new Set<Element>()
        const arrived = new Set<Element>()
        for (const m of mutations) {
          for (const node of m.addedNodes) {
            if (!(node instanceof Element)) continue
            if (node.matches(LIVE)) arrived.add(node)
            node.querySelectorAll(LIVE).forEach((r) => arrived.add(r))
          }
          const target = m.target instanceof Element ? m.target : m.target.parentElement
          const region = target?.closest(LIVE)
          if (region && !arrived.has(region)) changed.add(region)
        }
        for (const region of arrived) {
          if (isAlert(region) && text(region)) heard.push(`alert: ${text(region)}`)
          last.set(region, text(region))
        }
        for (const region of changed) {
          if (!region.isConnected || arrived.has(region)) continue
          const now = text(region)
          if (now && now !== last.get(region))
            heard.push(`${isAlert(region) ? 'alert' : 'status'}: ${now}`)
          last.set(region, now)
        }
      }).observe(document, { subtree: true, childList: true, characterData: true })
      document.addEventListener(
        'focusin',
        (event) => {
          const el = event.target as HTMLElement
          if (!byApp) return
          if (el.matches('h1, h2, h3, h4, [role=heading]')) {
            heard.push(`focus: ${text(el)}`)
          } else if (el.matches('input, select, textarea')) {
            const field = el as HTMLInputElement
            const name =
              field.getAttribute('aria-label') ?? text(field.labels?.[0] ?? null).replace(/\*$/, '')
            const invalid = field.getAttribute('aria-invalid') === 'true' ? ', invalid' : ''
            const described = (field.getAttribute('aria-describedby') ?? '')
              .split(/\s+/)
              .map((id) => text(document.getElementById(id)))
              .filter(Boolean)
              .join(' ')
            heard.push(`focus: ${name.trim()}${invalid}${described ? `: ${described}` : ''}`)
          }
        },
        true,
      )
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  })
  return () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)
}
