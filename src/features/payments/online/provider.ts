import { useEffect, useRef } from 'react'
import { reportError } from '@/lib/reliability/error-reporting'
import { goToPaymentProvider } from '@/lib/navigation'

/**
 * Sends the visitor to the payment provider's page. A target the navigation rules refuse is
 * reported (with `context`, never a token) and the caller stays: false.
 */
export function leaveForProvider(url: string, context: Record<string, unknown>): boolean {
  if (goToPaymentProvider(url)) return true
  void reportError(new Error('Refused the payment redirect target'), context)
  return false
}

/**
 * Back from the provider with the browser's back button, the page may come from the
 * back/forward cache as it was left ("redirecting"): `onBack` makes it usable and current again.
 */
export function useBackFromProvider(onBack: () => void): void {
  const latest = useRef(onBack)
  useEffect(() => {
    latest.current = onBack
  })
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
}
