import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/http'
import { staffQueries } from './queries'

/** The sign-in page with the way back to `href`. */
export function signInRedirect(lang: string, href: string) {
  return redirect({
    to: '/$lang/staff/sign-in',
    params: { lang },
    search: { redirect: href },
    replace: true,
  })
}

/** Signed-in pages: without a session (401) to sign-in, and back here afterwards. */
export async function requireStaff(queryClient: QueryClient, lang: string, href: string) {
  try {
    return await queryClient.ensureQueryData(staffQueries.session())
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(lang, href)
    throw error
  }
}
