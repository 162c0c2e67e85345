import type { Page } from '@playwright/test'
import { inPage } from './a11y-checks'

const CONTROLS = 'input:not([type=hidden]), select, textarea'

/**
 * The shop's own controls (the accessibility statement's target size, and one look across the
 * shop): every visible form control is at least 24 × 24 CSS px, a checkbox or radio together
 * with its label, and none is left as the browser draws it unstyled. "Unstyled" is judged against
 * a control of the same kind that no author style reaches (inside a shadow root): a checkbox or
 * radio with the browser's appearance and its blue, a field with the browser's border, padding
 * and small font. Controls drawn by the shop over a transparent input are not visible here.
 */
export function controlFindings(page: Page): Promise<string[]> {
  return inPage(
    page,
    (selector: string, describe) => {
      const host = document.createElement('div')
      document.body.append(host)
      const root = host.attachShadow({ mode: 'open' })
      const reference = (el: Element) => {
        const bare = document.createElement(el.tagName.toLowerCase()) as HTMLInputElement
        if (el instanceof HTMLInputElement) bare.type = el.type
        root.append(bare)
        return getComputedStyle(bare)
      }
      const choice = (el: Element): el is HTMLInputElement =>
        el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type)
      const findings: string[] = []
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
        if (el.closest('[inert], [aria-hidden="true"]')) continue
        const own = el.getBoundingClientRect()
        if (own.width <= 1 || own.height <= 1) continue
        const style = getComputedStyle(el)
        const bare = reference(el)
        const properties = choice(el)
          ? ['appearance', 'accent-color']
          : ['border-top-style', 'border-top-width', 'padding-left', 'font-size']
        if (properties.every((p) => style.getPropertyValue(p) === bare.getPropertyValue(p)))
          findings.push(`${describe(el)} is the browser's unstyled control`)
        const boxes = [
          own,
          ...[...((choice(el) ? el.labels : []) ?? [])].map((l) => l.getBoundingClientRect()),
        ]
        const width = Math.max(...boxes.map((r) => r.right)) - Math.min(...boxes.map((r) => r.left))
        const height =
          Math.max(...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top))
        if (width < 23.99 || height < 23.99)
          findings.push(`${describe(el)} is ${Math.round(width)}×${Math.round(height)} px`)
      }
      host.remove()
      return findings
    },
    CONTROLS,
  )
}
