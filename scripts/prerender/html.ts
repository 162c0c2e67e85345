// Writes a built head into dist/index.html's markup. Only the head changes: the inline scripts
// stay byte for byte, so the Content-Security-Policy's hashes of index.html hold for every page
// (a first view's module scripts leave the head for the first-view gate, which loads them, and its
// style sheets come inline, as the policy's style hashes allow: scripts/prerender/sheets.ts).
import type { Head } from '../../src/lib/seo/head'
import { MANAGED } from '../../src/lib/seo/apply'
import type { Sheet } from './sheets'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!)

function tagHtml({ tag, attrs, text }: Head['tags'][number]): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')
  const open = `<${tag}${attributes} ${MANAGED}>`
  // JSON-LD text is escaped by its builder (no "<" in it); meta and link have no end tag.
  return tag === 'script' ? `${open}${text ?? ''}</script>` : open
}

/** A page's first view: its markup, the style sheets it needs and its largest picture. */
export interface FirstViewHtml {
  html: string
  /** Written into the head as <style> elements, in this order (links to them leave the head). */
  styles: Sheet[]
  /** The shop's colours, `name:value;…` (scripts/first-view-gate.ts sets them). */
  palette: string
  picture?: { srcset: string; sizes: string }
  /** When the app's scripts start: once the largest picture is in, or after the first paint. */
  gate: 'picture' | 'paint'
  /**
   * A listing's next available day when the page was written (its `availabilityHint`): index.html's
   * boot script asks for the calendar's first month before the listing's answer is in.
   */
  nextDate?: string
}

/**
 * The first view's head: its picture's preload and its style sheets, each written inline and
 * naming its file (`data-href`). index.html's first boot script puts a link to that file beside
 * it, with a type that is not CSS (scripts/first-view-gate.ts), so the app's code, which loads a
 * chunk's style sheets unless a `link[rel="stylesheet"]` to them is in the document (Vite's
 * preload helper, the boot script's preloads), does not load what the HTML already carries. Not
 * in the HTML itself: Firefox's preload scanner would fetch it.
 */
function firstViewHead({ styles, picture }: FirstViewHtml): string {
  const sheets = styles.map(
    ({ href, css }) => `    <style data-href="${escapeHtml(href)}">${css}</style>\n`,
  )
  // The first paint waits until the whole view is parsed (no element has this id, so the whole
  // document): painted from a part, the rest cost a second layout of the page after it.
  sheets.unshift(`    <link rel="expect" href="#first-view-parsed" blocking="render">\n`)
  if (picture) {
    sheets.unshift(
      `    <link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(picture.srcset)}" imagesizes="${escapeHtml(picture.sizes)}">\n`,
    )
  }
  return sheets.join('')
}

/**
 * The first view goes into the app's root element and index.html's neutral shell goes: the page
 * paints its own header at once (src/main.tsx replaces it with the app's in one frame).
 */
function withFirstView(html: string, view: FirstViewHtml): string {
  const shell = /(?:\s*<!--(?:(?!-->)[^])*-->)?\s*<div id="app-shell"[^]*?<\/div>/
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error('prerender: dist/index.html has no root element')
  const inline = new Set(view.styles.map(({ href }) => href))
  const page = html
    .replace(shell, '')
    .replace(
      /\n?[ \t]*<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      (link, href: string) => (inline.has(href) ? '' : link),
    )
    .replace(root, () => `<div id="root" data-prerendered>${view.html}</div>`)
    .replace(/\n?[ \t]*<\/head>/, () => `\n${firstViewHead(view)}  </head>`)
  return gated(page, view)
}

/**
 * The app's module scripts start when the first-view gate opens (scripts/first-view-gate.ts):
 * out of the head, named on the root element for the gate, with the gate's kind and the palette.
 */
function gated(html: string, { gate, palette, nextDate }: FirstViewHtml): string {
  const scripts: string[] = []
  const moduleScript = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/g
  const withoutScripts = html.replace(moduleScript, (_, src: string) => {
    scripts.push(src)
    return ''
  })
  if (!scripts.length) throw new Error('prerender: dist/index.html has no module script')
  const attrs = [
    `data-first-view="${escapeHtml(scripts.join(' '))}"`,
    `data-first-view-gate="${gate}"`,
    ...(palette ? [`data-palette="${escapeHtml(palette)}"`] : []),
    ...(nextDate && isCalendarDay(nextDate) ? [`data-next-date="${nextDate}"`] : []),
  ].join(' ')
  return withoutScripts.replace(/<html\b([^>]*)>/, (_, rest: string) => `<html${rest} ${attrs}>`)
}

/** A real day written as YYYY-MM-DD: the boot script computes its month's last day from it. */
export function isCalendarDay(day: string): boolean {
  const time = /^\d{4}-\d\d-\d\d$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day
}

/** The template with this page's language, title and managed tags (its own managed ones out). */
export function pageHtml(template: string, head: Head, view?: FirstViewHtml): string {
  const mark = `\\s${MANAGED}\\b[^>]*>`
  const managed = new RegExp(
    `\\s*<(?:meta|link)\\b[^>]*${mark}|\\s*<script\\b[^>]*${mark}[\\s\\S]*?</script>`,
    'g',
  )
  const withoutOld = template.replace(managed, '')
  if (!/<title>[^<]*<\/title>/.test(withoutOld) || !withoutOld.includes('</head>')) {
    throw new Error('prerender: dist/index.html has no <title> or </head>')
  }
  const tags = head.tags.map((tag) => `    ${tagHtml(tag)}\n`).join('')
  const html = withoutOld
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\n?[ \t]*<\/head>/, () => `\n${tags}  </head>`)
  return view ? withFirstView(html, view) : html
}
