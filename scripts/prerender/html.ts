// Writes a built head into dist/index.html's markup. Only the head changes: the scripts stay
// byte for byte, so the Content-Security-Policy's hashes of index.html hold for every page.
import type { Head } from '../../src/lib/seo/head'
import { MANAGED } from '../../src/lib/seo/apply'

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

/** The template with this page's language, title and managed tags (its own managed ones out). */
export function pageHtml(template: string, head: Head): string {
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
  return withoutOld
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\n?[ \t]*<\/head>/, `\n${tags}  </head>`)
}
