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
