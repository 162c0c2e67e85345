import { hasForbiddenProtocol } from '../../navigation'

type Sanitize = (html: string) => string

interface SafeParser {
  parseHTML(html: string, options: { sanitizer: unknown }): Document
}

/**
 * What server HTML (descriptions, legal texts) may use: text structure, links, pictures (and the
 * document's own html, head and body, which parseHTML sanitises too).
 */
const ELEMENTS = [
  'html',
  'head',
  'body',
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]
const ATTRIBUTES = [
  'alt',
  'class',
  'colspan',
  'height',
  'href',
  'id',
  'lang',
  'rowspan',
  'src',
  'title',
  'width',
]

/** Links that leave the shop open in a new tab without an opener; script links lose their href. */
function fixLinks(body: HTMLElement): void {
  for (const link of body.querySelectorAll('a')) {
    const href = link.getAttribute('href')
    if (!href) continue
    if (hasForbiddenProtocol(href)) link.removeAttribute('href')
    else if (/^https?:/i.test(href.trim()) && !href.startsWith(window.location.origin)) {
      link.setAttribute('target', '_blank')
      link.setAttribute('rel', 'noopener noreferrer')
    }
  }
}

function sanitizeNative(html: string): string {
  const parser = Document as unknown as SafeParser
  // parseHTML always drops what can run script (script elements, event handlers, javascript:
  // URLs), whatever the configuration; the configuration narrows it to the allowed structure.
  const body = parser.parseHTML(html, {
    sanitizer: { elements: ELEMENTS, attributes: ATTRIBUTES },
  }).body
  fixLinks(body)
  return body.innerHTML
}

// No event-handler attributes and no style element in the probe: parsing either reports a CSP
// violation (script-src-attr, style-src-elem) on a page whose policy forbids them, even though
// the sanitiser drops it.
const PROBE = '<p>a<script>x()</script><a href="javascript:x()">b</a><iframe src="/"></iframe></p>'

/**
 * The browser's own HTML sanitiser (the Sanitizer API: Document.parseHTML), when the browser has
 * it and it passes a probe of hostile HTML; else undefined and the caller loads DOMPurify. No
 * download at all where the platform does the job.
 */
export function nativeSanitizer(): Sanitize | undefined {
  if (typeof (Document as unknown as Partial<SafeParser>).parseHTML !== 'function') return undefined
  try {
    const out = sanitizeNative(PROBE)
    if (/<script|<iframe|javascript:/i.test(out) || !out.includes('<p>a')) return undefined
    return sanitizeNative
  } catch {
    return undefined
  }
}
