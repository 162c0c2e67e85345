import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { forgotPassword } from '@/api/staff/api'
import { ForgotPasswordInputSchema } from '@/api/staff/schema'
import { useServerForm } from '@/lib/form'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { fieldProps } from './fields'
import { StaffForm } from './StaffForm'
import { fieldErrors } from './validation'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage({ lang }: { lang: string }) {
  const { t } = useTranslation('staff')
  usePageTitle(t('forgot.title'))
  const [sent, setSent] = useState(false)
  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: { email: '' },
    validate: (value) => fieldErrors(ForgotPasswordInputSchema, value),
    showErrorsOn: 'submit',
    onSubmit: async (value) => {
      await forgotPassword(value.email.trim())
      setSent(true)
    },
    failureOf: (error) => problemMessage(t, error),
  })

  return (
    <section className="staff-card" aria-labelledby="staff-forgot-heading">
      <h1 id="staff-forgot-heading">{t('forgot.title')}</h1>
      {sent ? (
        <p role="status" className="staff-notice">
          {t('forgot.sent')}
        </p>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <StaffForm
            form={form}
            onSubmit={handleSubmit}
            failure={failure}
            submitLabel={t('forgot.submit')}
            busyLabel={t('forgot.busy')}
          >
            <form.AppField name="email">
              {(field) => <field.TextField {...fieldProps.email(t)} />}
            </form.AppField>
          </StaffForm>
        </>
      )}
      <p>
        <Link to="/$lang/staff/sign-in" params={{ lang }}>
          {t('forgot.back')}
        </Link>
      </p>
    </section>
  )
}
