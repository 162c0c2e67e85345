import type { Page } from '@playwright/test'

// In-page checks for WCAG 2.2 criteria axe does not test. Each returns a list of findings
// (empty: the criterion holds); the specs expect them to be empty, so a failure names the element.

/** A short description of an element for a failure message (runs in the page). */
function describe(el: Element): string {
  const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40)
  const cls =
    typeof el.className === 'string' && el.className.trim()
      ? `.${el.className.trim().split(/\s+/)[0]}`
      : ''
  return `${el.tagName.toLowerCase()}${cls}${name ? ` "${name}"` : ''}`
}

/**
 * Runs `fn` in the page with `describe` beside it. Through a source string: the page's
 * Content-Security-Policy forbids eval, the DevTools protocol's evaluation is not subject to it.
 */
export function inPage<A, R>(
  page: Page,
  fn: (arg: A, describe: (el: Element) => string) => R,
  arg: A,
): Promise<R> {
  return page.evaluate(
    `(${fn.toString()})(${JSON.stringify(arg)}, ${describe.toString()})`,
  ) as Promise<R>
}

const TARGETS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], ' +
  '[role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=option], ' +
  '[role=gridcell] button, [tabindex]:not([tabindex="-1"])'

/**
 * 2.5.8 Target size (minimum): every pointer target is at least 24 × 24 CSS px, or a 24 px circle
 * on its centre meets no other target nor another small target's circle. Exceptions of the
 * criterion: links inside a sentence (inline), and controls hidden visually whose label is the
 * target (1 px "visually hidden" inputs). A checkbox or radio and its label are one target: a
 * click on either checks it.
 */
export function targetSizeFindings(page: Page): Promise<string[]> {
  return inPage(
    page,
    (selector: string, describe) => {
      const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
        if (el.closest('[inert], [aria-hidden="true"]')) return false
        const r = el.getBoundingClientRect()
        return r.width > 1 && r.height > 1
      })
      const inSentence = (el: HTMLElement) => {
        if (getComputedStyle(el).display !== 'inline') return false
        const block = el.parentElement
        if (!block) return false
        const own = (el.textContent ?? '').trim().length
        return (block.textContent ?? '').trim().length > own
      }
      const rects = targets.map((el) => {
        const own = el.getBoundingClientRect()
        if (!(el instanceof HTMLInputElement) || !/^(checkbox|radio)$/.test(el.type)) return own
        return [...(el.labels ?? [])].reduce((union, label) => {
          const r = label.getBoundingClientRect()
          const [left, top] = [Math.min(union.left, r.left), Math.min(union.top, r.top)]
          const [right, bottom] = [Math.max(union.right, r.right), Math.max(union.bottom, r.bottom)]
          return new DOMRect(left, top, right - left, bottom - top)
        }, own)
      })
      const small = targets.map(
        (el, i) => (rects[i]!.width < 23.99 || rects[i]!.height < 23.99) && !inSentence(el),
      )
      const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const
      const distanceToRect = ([x, y]: readonly [number, number], r: DOMRect) =>
        Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom))
      const findings: string[] = []
      targets.forEach((el, i) => {
        if (!small[i]) return
        const c = centre(rects[i]!)
        const crowded = targets.findIndex((other, j) => {
          if (j === i || other.contains(el) || el.contains(other)) return false
          if (distanceToRect(c, rects[j]!) < 12) return true
          if (!small[j]) return false
          const [x, y] = centre(rects[j]!)
          return Math.hypot(x - c[0], y - c[1]) < 24
        })
        if (crowded >= 0) {
          const r = rects[i]!
          findings.push(
            `${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px, too close to ${describe(targets[crowded]!)}`,
          )
        }
      })
      return findings
    },
    TARGETS,
  )
}

/**
 * 2.4.11 Focus not obscured (minimum): moves focus along the sequential focus order (every
 * element reachable with Tab: tabindex 0 or a native control, in document order) as the keyboard
 * does, scrolling it into view, and reports every focused element that nothing of is visible:
 * wholly covered (header, bottom bar, drawer, dialog) at its centre and its inset corners. In
 * the page, in one go: a Tab key press per stop would cost a round trip each.
 */
export function focusObscuredFindings(page: Page): Promise<string[]> {
  return inPage(
    page,
    (selector: string, describe) => {
      const scope = document.querySelector('dialog[open]') ?? document.body
      const stops = [...scope.querySelectorAll<HTMLElement>(selector)].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.closest('[inert]') &&
          !(el as HTMLButtonElement).disabled &&
          el.checkVisibility({ checkVisibilityCSS: true }),
      )
      const findings: string[] = []
      for (const el of stops) {
        el.focus({ focusVisible: true } as FocusOptions)
        if (document.activeElement !== el) continue
        const r = el.getBoundingClientRect()
        if (r.width === 0 && r.height === 0) continue
        const inset = Math.min(4, r.width / 4, r.height / 4)
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + inset, r.top + inset],
          [r.right - inset, r.top + inset],
          [r.left + inset, r.bottom - inset],
          [r.right - inset, r.bottom - inset],
        ] as const
        const visible = points.some(([x, y]) => {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
          const top = document.elementFromPoint(x, y)
          if (!top) return false
          if (el === top || el.contains(top)) return true
          // A label drawn over its own (visually hidden) control shows the focus.
          const label = top.closest('label')
          return !!label && (label.control === el || label.contains(el))
        })
        if (visible) continue
        const [cx, cy] = points[0]
        const inside = cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight
        const cover = inside ? document.elementFromPoint(cx, cy) : null
        findings.push(
          `${describe(el)} is hidden ${cover ? `under ${describe(cover)}` : 'outside the viewport'}`,
        )
      }
      ;(document.activeElement as HTMLElement | null)?.blur()
      return findings
    },
    TARGETS,
  )
}

/** 1.4.10 Reflow: the page does not scroll sideways at the current viewport width. */
export function horizontalScrollFindings(page: Page): Promise<string[]> {
  return inPage(
    page,
    (_: null, describe) => {
      const root = document.scrollingElement ?? document.documentElement
      if (root.scrollWidth <= root.clientWidth + 1) return []
      // Name the widest offenders to make the failure actionable.
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .filter(
          (el) =>
            ![...el.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 1),
        )
        .slice(0, 5)
      return [
        `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport: ${wide.map(describe).join(', ')}`,
      ]
    },
    null,
  )
}

/** The text-spacing bookmarklet's values (1.4.12), applied with !important to everything. */
export const TEXT_SPACING_CSS = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`

/**
 * 1.4.12 Text spacing: with the spacing applied, no text is cut off by a box that hides its
 * overflow (a scrolling box keeps it reachable), and the page does not scroll sideways.
 */
export async function textSpacingFindings(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS })
  const findings = await inPage(
    page,
    (_: null, describe) => {
      const out: string[] = []
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        if (!el.checkVisibility()) continue
        const s = getComputedStyle(el)
        const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip'
        const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip'
        if (!clipsX && !clipsY) continue
        // Visually hidden text (1 px boxes) is meant for screen readers only.
        if (el.clientWidth <= 1 || el.clientHeight <= 1) continue
        if (!(el.innerText ?? '').trim()) continue
        const cutX = clipsX && el.scrollWidth > el.clientWidth + 1
        const cutY = clipsY && el.scrollHeight > el.clientHeight + 1
        if (cutX || cutY)
          out.push(
            `${describe(el)} cuts off its text (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
          )
      }
      return out
    },
    null,
  )
  findings.push(...(await horizontalScrollFindings(page)))
  await style.evaluate((node) => (node as Element).remove())
  return findings
}

/**
 * 2.3.3 / reduced motion: with `prefers-reduced-motion: reduce` no animation or transition runs
 * for longer than a millisecond (the stylesheet's reduced-motion rule).
 */
export function motionFindings(page: Page): Promise<string[]> {
  return inPage(
    page,
    (_: null, describe) => {
      return document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => {
          const timing = a.effect?.getComputedTiming()
          const end = Number(timing?.endTime ?? 0)
          return !Number.isFinite(end) || end > 1
        })
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target
          const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty
          return `${target ? describe(target) : 'an element'} runs ${name ?? 'an animation'}`
        })
    },
    null,
  )
}

/**
 * 3.2.6 Consistent help: the page's top-level landmarks in order, and the help (contact e-mail,
 * phone, the accessibility statement) its footer holds, e.g. "header > main > footer(email+phone)".
 */
export function helpPlacement(page: Page): Promise<string> {
  return inPage(
    page,
    (_: null) => {
      const landmarks = [...document.querySelectorAll('header, main, footer')].filter(
        (el) => !el.parentElement?.closest('main, article, section, aside, nav, header, footer'),
      )
      return landmarks
        .map((el) => {
          const tag = el.tagName.toLowerCase()
          if (tag !== 'footer') return tag
          const kinds = [...el.querySelectorAll('a[href]')].flatMap((a) => {
            const href = a.getAttribute('href') ?? ''
            if (href.startsWith('mailto:')) return ['email']
            if (href.startsWith('tel:')) return ['phone']
            return href.endsWith('/accessibility') ? ['statement'] : []
          })
          return `footer(${[...new Set(kinds)].join('+')})`
        })
        .join(' > ')
    },
    null,
  )
}
