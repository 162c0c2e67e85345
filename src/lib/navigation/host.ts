const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * The spec's host rule: more than 3 labels (4 below the shared-hosting domain) is an invalid
 * host. IP addresses and localhost names are always accepted (development, tests).
 */
export function isValidHost(hostname: string, sharedHostingDomain = ''): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (!host) return true
  if (IPV4.test(host) || host.includes(':') || host.startsWith('[')) return true
  const labels = host.split('.')
  if (labels.some((label) => label.length === 0)) return false
  if (host === 'localhost') return true
  const shared = sharedHostingDomain.replace(/^\.+|\.+$/g, '')
  const underShared = shared !== '' && (host === shared || host.endsWith(`.${shared}`))
  return labels.length <= (underShared ? 4 : 3)
}
