/**
 * Where to go after signing in: back to the staff page the person was on (a 401 sent them to
 * sign-in), never anywhere else (no open redirect); the availability calendar by default.
 */
export function afterSignIn(lang: string, redirect: string | undefined): string {
  const home = `/${lang}/staff/availability`
  if (!redirect) return home
  // Only a path of this app's staff area: no scheme, no host, no protocol-relative //.
  if (!/^\/(de|en|fr)\/staff\/[\w\-/]*(\?[^#\s]*)?$/.test(redirect)) return home
  if (/\/staff\/(sign-in|forgot-password|reset-password)/.test(redirect)) return home
  return redirect
}
