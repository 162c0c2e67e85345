import { safeNavigate } from '@/lib/navigation'

/**
 * Leaves for the payment provider's page: a full page load, never a route of this app, and
 * external for a real provider; safeNavigate still refuses javascript: and other dangerous
 * targets. False when the target was refused (the page stays).
 */
export function goToPaymentProvider(url: string): boolean {
  const assign = (href: string) => window.location.assign(href)
  return safeNavigate(url, { navigateInternal: assign, assign }, { allowExternal: true })
}
