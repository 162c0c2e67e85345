import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { resetPassword } from '@/api/staff/api'
import { ResetPasswordInputSchema } from '@/api/staff/schema'
import { isApiError } from '@/lib/http'
import { useServerForm } from '@/lib/form'
import { usePageTitle } from '@/lib/seo/title'
import { problemMessage } from '@/lib/reliability/problems'
import { NewPasswordFields } from './NewPasswordFields'
import { StaffForm } from './StaffForm'
import { fieldErrors } from './validation'

/** A new password by the link's token; a bad or old token offers a new link. */
export function ResetPasswordPage({ lang, token }: { lang: string; token: string }) {
  const { t } = useTranslation('staff')
  usePageTitle(t('reset.title'))
  const navigate = useNavigate()
  const [badLink, setBadLink] = useState(false)
  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: { password: '', passwordConfirmation: '' },
    validate: (value) => fieldErrors(ResetPasswordInputSchema, { ...value, token }),
    showErrorsOn: 'submit',
    onSubmit: async (value) => {
      try {
        await resetPassword({ ...value, token })
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.fieldErrors.token) {
          setBadLink(true)
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
