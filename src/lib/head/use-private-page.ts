import { useLayoutEffect } from 'react'

/** What the page's meta tags said before this page changed them. */
interface Saved {
  element: HTMLMetaElement
  /** null: the element did not exist and is removed again. */
  previous: string | null
}

function setMeta(name: string, content: string): Saved {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (existing) {
    const previous = existing.getAttribute('content') ?? ''
    existing.setAttribute('content', content)
    return { element: existing, previous }
  }
  const element = document.createElement('meta')
  element.name = name
  element.content = content
  document.head.appendChild(element)
  return { element, previous: null }
}

/** The policy a document falls back to; restored when a page that had none set is left. */
const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * For pages whose URL is a secret (the token authorises the payment link; the cart id opens the
 * checkout with the visitor's contact details): search engines must
 * not index them, and no request or link from them may carry the URL in its Referer. Runs in a
 * layout effect so the policy applies before the page's own requests and links.
 */
export function usePrivatePage(): void {
  useLayoutEffect(() => {
    const robots = setMeta('robots', 'noindex, nofollow')
    const referrer = setMeta('referrer', 'no-referrer')
    return () => {
      restore(robots)
      // Removing a referrer meta leaves its policy in force: set the previous one back first.
      referrer.element.setAttribute('content', referrer.previous ?? DEFAULT_REFERRER_POLICY)
      if (referrer.previous === null) referrer.element.remove()
    }
  }, [])
}

function restore({ element, previous }: Saved) {
  if (previous === null) element.remove()
  else element.setAttribute('content', previous)
}
