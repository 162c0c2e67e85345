import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { checkResetToken, resetPassword } from '@/api/staff/api'
import { ResetPasswordInputSchema } from '@/api/staff/schema'
import { isApiError } from '@/lib/http'
import { useServerForm } from '@/lib/form'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { NewPasswordFields } from './NewPasswordFields'
import { StaffForm } from './StaffForm'
import { fieldErrors } from './validation'

/**
 * A new password by the link's token. The link is checked when the page opens, so a used or old
 * one offers a new link at once instead of after two passwords; one that runs out while the form
 * is open says so on saving.
 */
export function ResetPasswordPage({ lang, token }: { lang: string; token: string }) {
  const { t } = useTranslation('staff')
  usePageTitle(t('reset.title'))
  const navigate = useNavigate()
  const check = useQuery({
    queryKey: ['staff', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    gcTime: 0,
  })
  const [refused, setRefused] = useState(false)
  const badLink = refused || (isApiError(check.error) && check.error.status === 404)
  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: { password: '', passwordConfirmation: '' },
    validate: (value) => fieldErrors(ResetPasswordInputSchema, { ...value, token }),
    showErrorsOn: 'submit',
    onSubmit: async (value) => {
      try {
        await resetPassword({ ...value, token })
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.fieldErrors.token) {
          setRefused(true)
          return
        }
        throw error
      }
      await navigate({ to: '/$lang/staff/sign-in', params: { lang }, search: { reset: true } })
    },
    failureOf: (error) => problemMessage(t, error),
  })

  if (badLink) {
    return (
      <section className="staff-card" aria-labelledby="staff-reset-heading">
        <h1 id="staff-reset-heading">{t('reset.title')}</h1>
        <p role="alert" className="staff-alert">
          {t('reset.badLink')}
        </p>
        <p>
          <Link to="/$lang/staff/forgot-password" params={{ lang }}>
            {t('reset.newLink')}
          </Link>
        </p>
      </section>
    )
  }

  if (check.isPending) {
    return (
      <section className="staff-card" aria-labelledby="staff-reset-heading">
        <h1 id="staff-reset-heading">{t('reset.title')}</h1>
        <p role="status">{t('reset.checking')}</p>
      </section>
    )
  }

  return (
    <section className="staff-card" aria-labelledby="staff-reset-heading">
      <h1 id="staff-reset-heading">{t('reset.title')}</h1>
      <StaffForm
        form={form}
        onSubmit={handleSubmit}
        failure={failure}
        submitLabel={t('reset.submit')}
        busyLabel={t('reset.busy')}
      >
        <NewPasswordFields
          field={(name, input) => (
            <form.AppField key={name} name={name}>
              {() => input}
            </form.AppField>
          )}
        />
      </StaffForm>
    </section>
  )
}
