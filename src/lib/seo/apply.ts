import type { Head } from './head'
import { setDocumentLanguage } from '../i18n/document-language'

/** Marks the elements the head builder owns; the prerendered HTML carries the same mark. */
export const MANAGED = 'data-head'

/**
 * Puts a built head into the document: the managed elements are replaced as a whole, so a tag
 * the next page does not have (a listing's structured data) does not stay behind.
 */
export function applyHead(head: Head): void {
  document.title = head.title
  setDocumentLanguage(head.lang)
  for (const old of document.head.querySelectorAll(`[${MANAGED}]`)) old.remove()
  for (const { tag, attrs, text } of head.tags) {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    if (text) element.textContent = text
    element.setAttribute(MANAGED, '')
    document.head.append(element)
  }
}
