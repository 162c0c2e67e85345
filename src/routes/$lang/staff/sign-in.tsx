import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '@/features/staff/SignInPage'

export const Route = createFileRoute('/$lang/staff/sign-in')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; reset?: boolean; ended?: boolean } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    reset: search.reset === true || search.reset === 'true' ? true : undefined,
    ended: search.ended === true || search.ended === 'true' ? true : undefined,
  }),
  component: SignInRoute,
})

function SignInRoute() {
  const { lang } = Route.useParams()
  const { redirect, reset, ended } = Route.useSearch()
  return <SignInPage lang={lang} redirect={redirect} reset={reset} ended={ended} />
}
