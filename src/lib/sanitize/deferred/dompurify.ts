import DOMPurify from 'dompurify'
import { hasForbiddenProtocol } from '../../navigation'

let hooked = false

/**
 * Sanitises configuration HTML (legal texts) with DOMPurify: no scripts, no event handlers, no
 * javascript:/data: links. Links that leave the shop open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return
      const href = node.getAttribute('href')
      if (href && hasForbiddenProtocol(href)) node.removeAttribute('href')
      if (href && /^https?:/i.test(href.trim()) && !href.startsWith(window.location.origin)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  })
}
