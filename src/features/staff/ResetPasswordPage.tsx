import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { resetPassword } from '@/api/staff/api'
import { ResetPasswordInputSchema } from '@/api/staff/schema'
import { isApiError } from '@/lib/http'
import { revalidateLogic, useAppForm } from '@/lib/form'
import { usePageTitle } from '@/lib/head'
import { problemMessage } from '@/lib/problems'
import { NewPasswordFields } from './NewPasswordFields'
import { showServerErrors, StaffForm, useFormFeedback } from './StaffForm'
import { fieldErrors } from './validation'

/** A new password by the link's token; a bad or old token offers a new link. */
export function ResetPasswordPage({ lang, token }: { lang: string; token: string }) {
  const { t } = useTranslation('staff')
  usePageTitle(t('reset.title'))
  const navigate = useNavigate()
  const feedback = useFormFeedback()
  const { setFailure } = feedback
  const [badLink, setBadLink] = useState(false)
  const form = useAppForm({
    defaultValues: { password: '', passwordConfirmation: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => fieldErrors(ResetPasswordInputSchema, { ...value, token }),
    },
    onSubmitInvalid: feedback.focusInvalid,
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await resetPassword({ ...value, token })
        await navigate({ to: '/$lang/staff/sign-in', params: { lang }, search: { reset: true } })
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.fieldErrors.token) {
          setBadLink(true)
        } else if (showServerErrors(form, error)) {
          feedback.focusInvalid()
        } else setFailure(problemMessage(t, error))
      }
    },
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
        {...feedback}
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
