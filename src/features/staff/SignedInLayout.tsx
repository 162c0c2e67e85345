import { useEffect, useRef } from 'react'
import { Link, Outlet, useNavigate, useParams, useRouterState } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { signOut } from '@/api/staff/api'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { staffQueries } from './queries'
import { forgetUnsavedExcept, isSessionEnd, keepUnsaved, returnPath } from './session-end'

/**
 * The signed-in staff area: the staff navigation (only sections that have screens) above the
 * page. A 401 or 419 of any staff call (the session ended) leads to sign-in, once, and back to
 * this page; a save that named a form (`meta.keepUnsaved`) leaves what it sent, for the same
 * person, to be filled in again there. Signing out forgets it.
 */
export function SignedInLayout() {
  const { t } = useTranslation('staff')
  const { lang } = useParams({ from: '/$lang/staff/_signed-in' })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  const session = useQuery(staffQueries.session())
  // Read when a save fails, after the failing calls may already have cleared the session query.
  const user = useRef(session.data?.email)
  useEffect(() => {
    if (session.data) user.current = session.data.email
  }, [session.data])

  // Several calls may fail with the session: only the earliest leads to sign-in, the others add
  // nothing (and never a sign-in address inside the way back).
  const leaving = useRef(false)
  useEffect(() => {
    const toSignIn = () => {
      if (leaving.current) return
      leaving.current = true
      queryClient.removeQueries({ queryKey: staffQueries.all() })
      void navigate({
        to: '/$lang/staff/sign-in',
        params: { lang },
        search: { redirect: returnPath(href), ended: true },
        replace: true,
      })
    }
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isSessionEnd(event.query.state.error)) toSignIn()
    })
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      const mutation = event.mutation
      if (event.type !== 'updated' || !mutation || !isSessionEnd(mutation.state.error)) return
      const form = mutation.meta?.keepUnsaved
      if (typeof form === 'string' && user.current) {
        keepUnsaved(user.current, form, mutation.state.variables)
      }
      toSignIn()
    })
    return () => {
      offQueries()
      offMutations()
    }
  }, [queryClient, navigate, lang, href])

  const leave = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      forgetUnsavedExcept()
      queryClient.removeQueries({ queryKey: staffQueries.all() })
      void navigate({ to: '/$lang/staff/sign-in', params: { lang }, replace: true })
    },
  })

  return (
    <div className="staff">
      <nav className="staff-nav" aria-label={t('nav.label')}>
        <ul className="staff-nav__list">
          <li>
            <Link
              to="/$lang/staff/availability"
              params={{ lang }}
              className="staff-nav__link"
              activeProps={{ 'aria-current': 'page' }}
            >
              {t('nav.availability')}
            </Link>
          </li>
          <li>
            <Link
              to="/$lang/staff/profile"
              params={{ lang }}
              className="staff-nav__link"
              activeProps={{ 'aria-current': 'page' }}
            >
              {t('nav.profile')}
            </Link>
          </li>
        </ul>
        <div className="staff-nav__user">
          {session.data ? <span>{t('nav.signedInAs', { name: session.data.name })}</span> : null}
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={leave.isPending || undefined}
            onClick={() => {
              if (!leave.isPending) leave.mutate()
            }}
          >
            {t('nav.signOut')}
          </button>
        </div>
      </nav>
      {leave.isError ? (
        <p role="alert" className="staff-alert">
          {problemMessage(t, leave.error)}
        </p>
      ) : null}
      <Outlet />
    </div>
  )
}
