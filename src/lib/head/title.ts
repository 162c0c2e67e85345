import { useEffect, useSyncExternalStore } from 'react'

/** The current page's own title; the head manager adds the shop title. */
let pageTitle: string | undefined
const listeners = new Set<() => void>()

function setPageTitle(title: string | undefined) {
  pageTitle = title
  listeners.forEach((listener) => listener())
}

/** A page declares its title; while it is shown the document title is "<title> | <shop>". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    setPageTitle(title)
    return () => {
      if (pageTitle === title) setPageTitle(undefined)
    }
  }, [title])
}

export function useCurrentPageTitle(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => pageTitle,
    () => pageTitle,
  )
}

export const TITLE_SEPARATOR = ' | '

export function composeDocumentTitle(
  page: string | undefined,
  shopTitle: string,
  slogan: string,
): string {
  return [page || slogan, shopTitle].filter(Boolean).join(TITLE_SEPARATOR)
}

/** Creates or updates a <meta> or <link> in the document head. */
export function upsertHeadElement(
  tag: 'meta' | 'link',
  key: { name: string; value: string },
  attributes: Record<string, string>,
): void {
  let element = document.head.querySelector<HTMLElement>(`${tag}[${key.name}="${key.value}"]`)
  if (!element) {
    element = document.createElement(tag)
    element.setAttribute(key.name, key.value)
    document.head.appendChild(element)
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
}
