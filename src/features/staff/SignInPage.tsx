import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { confirmCode, resendCode, signIn } from '@/api/staff/api'
import { CodeInputSchema, SignInInputSchema, type CodeChallenge } from '@/api/staff/schema'
import { isApiError } from '@/lib/http'
import { clearServerErrors, useServerForm } from '@/lib/form'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { staffQueries } from './queries'
import { afterSignIn } from './redirect'
import { forgetUnsavedExcept } from './session-end'
import { fieldProps } from './fields'
import { StaffForm } from './StaffForm'
import { fieldErrors } from './validation'

interface Props {
  lang: string
  redirect?: string
  /** Arrived from a password reset: says so above the form. */
  reset?: boolean
  /** The session ended on a staff page: says so, and that unsaved changes come back. */
  ended?: boolean
}

/** Sign-in: e-mail, password, remember me; then the code step when the account has one. */
export function SignInPage({ lang, redirect, reset, ended }: Props) {
  const { t } = useTranslation('staff')
  const [challenge, setChallenge] = useState<CodeChallenge | null>(null)
  usePageTitle(challenge ? t('code.title') : t('signIn.title'))
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const done = async (user: { name: string; email: string }) => {
    forgetUnsavedExcept(user.email)
    queryClient.setQueryData(staffQueries.session().queryKey, user)
    await navigate({ href: afterSignIn(lang, redirect), replace: true })
  }

  return challenge ? (
    <CodeStep challenge={challenge} onChallenge={setChallenge} onSignedIn={done} />
  ) : (
    <CredentialsStep
      lang={lang}
      reset={reset}
      ended={ended}
      onChallenge={setChallenge}
      onSignedIn={done}
    />
  )
}

function CredentialsStep({
  lang,
  reset,
  ended,
  onChallenge,
  onSignedIn,
}: {
  lang: string
  reset?: boolean
  ended?: boolean
  onChallenge: (challenge: CodeChallenge) => void
  onSignedIn: (user: { name: string; email: string }) => Promise<void>
}) {
  const { t } = useTranslation('staff')
  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: { email: '', password: '', remember: false },
    validate: (value) => fieldErrors(SignInInputSchema, value),
    showErrorsOn: 'submit',
    onSubmit: async (value) => {
      const result = await signIn({ ...value, email: value.email.trim() })
      if ('user' in result) await onSignedIn(result.user)
      else onChallenge(result)
    },
    serverFields: () => ({ email: t('signIn.failed') }),
    failureOf: (error) => problemMessage(t, error),
  })

  return (
    <section className="staff-card" aria-labelledby="staff-sign-in-heading">
      <h1 id="staff-sign-in-heading">{t('signIn.title')}</h1>
      {reset ? (
        <p role="status" className="staff-notice">
          {t('reset.done')}
        </p>
      ) : null}
      {ended ? (
        <p role="status" className="staff-notice">
          {t('signIn.ended')}
        </p>
      ) : null}
      <StaffForm
        form={form}
        onSubmit={handleSubmit}
        failure={failure}
        submitLabel={t('signIn.submit')}
        busyLabel={t('signIn.busy')}
      >
        <form.AppField name="email">
          {(field) => <field.TextField {...fieldProps.email(t)} />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField {...fieldProps.currentPassword(t)} />}
        </form.AppField>
        <form.AppField name="remember">
          {(field) => (
            <field.CheckboxField label={t('signIn.remember')} hint={t('signIn.rememberHint')} />
          )}
        </form.AppField>
      </StaffForm>
      <p>
        <Link to="/$lang/staff/forgot-password" params={{ lang }}>
          {t('signIn.forgot')}
        </Link>
      </p>
    </section>
  )
}

function CodeStep({
  challenge,
  onChallenge,
  onSignedIn,
}: {
  challenge: CodeChallenge
  onChallenge: (challenge: CodeChallenge | null) => void
  onSignedIn: (user: { name: string; email: string }) => Promise<void>
}) {
  const { t } = useTranslation('staff')
  const [status, setStatus] = useState('')
  const [resending, setResending] = useState(false)
  const { form, failure, setFailure, handleSubmit } = useServerForm({
    defaultValues: { code: '' },
    validate: (value) => fieldErrors(CodeInputSchema, value),
    showErrorsOn: 'submit',
    onSubmit: async (value) => {
      setStatus('')
      await onSignedIn(await confirmCode(value.code.trim()))
    },
    serverFields: () => ({ code: t('code.invalid') }),
    failureOf: (error) => problemMessage(t, error),
  })

  const resend = async () => {
    if (resending) return
    setResending(true)
    setFailure(null)
    setStatus('')
    try {
      onChallenge(await resendCode())
      clearServerErrors(form)
      form.reset()
      setStatus(t('code.resent'))
    } catch (error) {
      // No sign-in waits any more (the session ended): start again with the password.
      if (isApiError(error) && error.status === 422) onChallenge(null)
      else setFailure(problemMessage(t, error))
    } finally {
      setResending(false)
    }
  }

  return (
    <section className="staff-card" aria-labelledby="staff-code-heading">
      <h1 id="staff-code-heading">{t('code.title')}</h1>
      <p>
        {t(challenge.channel === 'sms' ? 'code.sentSms' : 'code.sentEmail', {
          destination: challenge.destination,
        })}
      </p>
      <StaffForm
        form={form}
        onSubmit={handleSubmit}
        failure={failure}
        status={status}
        submitLabel={t('code.submit')}
        busyLabel={t('signIn.busy')}
      >
        <form.AppField name="code">
          {(field) => (
            <field.TextField
              label={t('field.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={12}
              required
            />
          )}
        </form.AppField>
      </StaffForm>
      <p className="staff-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={resending || undefined}
          onClick={() => void resend()}
        >
          {t('code.resend')}
        </button>
        <button type="button" className="button button--link" onClick={() => onChallenge(null)}>
          {t('code.back')}
        </button>
      </p>
    </section>
  )
}
