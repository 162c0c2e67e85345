import { connectionNotice, connectionState, subscribeConnection } from '../reliability/connection'

/** Marks the root element whose children are the page's prerendered first view (scripts/prerender/). */
export const PRERENDERED = 'data-prerendered'

/**
 * Whether the page's HTML holds a prerendered first view that the app's first render has yet to
 * replace. While it does, the first render waits for the whole first view (the overview's offers
 * too): a skeleton or a pending page in its place would flash and shift.
 */
export function showsPrerenderedView(): boolean {
  return document.getElementById('root')?.hasAttribute(PRERENDERED) ?? false
}

/**
 * Keeps the first view's connection notice (the app's ConnectionNotice, prerendered empty) in
 * step with the connection while the app waits for its first page: a visitor reading the view
 * while the page's data is slow or the browser offline is told so, as on any other page, and the
 * view stays in place (the notice is fixed at the bottom). Returns the function that stops it,
 * for the moment the app takes the view over with its own notice.
 */
export function showConnectionInFirstView(
  root: HTMLElement,
  text: (key: string) => string,
): () => unknown {
  const element = root.querySelector('.connection-notice')
  const write = () => {
    const { key, className } = connectionNotice(connectionState())
    if (!element) return
    element.textContent = key && text(key)
    element.className = className
  }
  write()
  return subscribeConnection(write)
}
