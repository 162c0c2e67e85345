import { useEffect, useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { changePassword, updateProfile } from '@/api/staff/api'
import {
  PasswordChangeInputSchema,
  ProfileInputSchema,
  STAFF_LANGUAGES,
  type ProfileInput,
  type StaffProfile,
} from '@/api/staff/schema'
import { internationalPhone, isInternationalPhone, loadPhoneValidation } from '@/lib/phone/phone'
import { messageKey, useServerForm } from '@/lib/form'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { readableUnderText } from '@/api/staff/colour'
import { useShopConfig } from '@/api/config'
import { ColourPicker, colourError, hexOf } from './ColourPicker'
import { IconPicker } from './IconPicker'
import { staffQueries } from './queries'
import { fieldProps } from './fields'
import { NewPasswordFields } from './NewPasswordFields'
import { StaffForm } from './StaffForm'
import { useUnsaved } from './use-unsaved'
import { fieldErrors } from './validation'

/** Profile: details, the colour and icon that mark the person in calendars, the password. */
export function ProfilePage() {
  const { t } = useTranslation('staff')
  usePageTitle(t('profile.title'))
  const { data: profile } = useSuspenseQuery(staffQueries.profile())
  useEffect(() => {
    void loadPhoneValidation().catch(() => undefined)
  }, [])
  return (
    <div className="staff-page">
      <h1>{t('profile.title')}</h1>
      <ProfileForm profile={profile} />
      <PasswordForm email={profile.email} />
    </div>
  )
}

function ProfileForm({ profile }: { profile: StaffProfile }) {
  const { t, i18n } = useTranslation('staff')
  const queryClient = useQueryClient()
  const config = useShopConfig()
  // What a save refused by an ended session was sending: filled in again, not saved yet.
  const unsaved = useUnsaved<ProfileInput>('profile')
  const { restored } = unsaved
  const [status, setStatus] = useState(() => (restored ? t('profile.restored') : ''))
  // Only swatches that saving accepts: white initials must be readable on them.
  const palette = [
    ...new Set(
      Object.values(config.theme.colorPalette).flatMap((entry) => [
        hexOf(entry.background),
        hexOf(entry.foreground),
      ]),
    ),
  ].filter(readableUnderText)
  const save = useMutation({ mutationFn: updateProfile, meta: unsaved.meta })

  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: withRestored(profile, restored),
    validate: (value) => {
      const fields = fieldErrors(ProfileInputSchema, value)
      if (value.phone.trim() && !isInternationalPhone(value.phone)) {
        fields.phone = messageKey('staff:validation.phone')
      }
      const colour = colourError(value.color, i18n.language)
      if (colour) fields.color = colour
      // In the page's order: the checks of phone and colour come after the schema's.
      const order = Object.keys(ProfileInputSchema.entries)
      return Object.fromEntries(
        Object.entries(fields).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
      )
    },
    showErrorsOn: 'submit',
    onSubmit: async (value, formApi) => {
      setStatus('')
      const phone = value.phone.trim() ? internationalPhone(value.phone) : ''
      const saved = await save.mutateAsync({ ...value, phone })
      unsaved.saved()
      queryClient.setQueryData(staffQueries.profile().queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: staffQueries.session().queryKey })
      formApi.reset(saved)
      setStatus(t('profile.saved'))
    },
    failureOf: (error) => problemMessage(t, error),
  })

  const initials = `${profile.firstname.slice(0, 1)}${profile.surname.slice(0, 1)}`
  return (
    <section className="staff-card" aria-labelledby="staff-details-heading">
      <h2 id="staff-details-heading">{t('profile.details')}</h2>
      <StaffForm
        form={form}
        onSubmit={handleSubmit}
        failure={failure}
        status={status}
        submitLabel={t('profile.save')}
        busyLabel={t('profile.busy')}
      >
        <form.AppField name="firstname">
          {(field) => (
            <field.TextField label={t('field.firstname')} autoComplete="given-name" required />
          )}
        </form.AppField>
        <form.AppField name="surname">
          {(field) => (
            <field.TextField label={t('field.surname')} autoComplete="family-name" required />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t('field.email')} type="email" autoComplete="email" required />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField
              label={t('field.phone')}
              hint={t('profile.phoneHint')}
              type="tel"
              autoComplete="tel"
            />
          )}
        </form.AppField>
        <form.AppField name="language">
          {(field) => (
            <field.SelectField
              label={t('field.language')}
              options={STAFF_LANGUAGES.map((code) => ({
                value: code,
                label: t(`language.${code}`),
              }))}
            />
          )}
        </form.AppField>
        <form.AppField name="color">
          {() => <ColourPicker palette={palette} initials={initials} />}
        </form.AppField>
        <form.AppField name="icon">{() => <IconPicker />}</form.AppField>
      </StaffForm>
    </section>
  )
}

/** The profile with the typed values that were kept (text values of the form's fields only). */
function withRestored(profile: StaffProfile, restored: Partial<ProfileInput> | undefined) {
  if (!restored) return profile
  const typed = Object.entries(restored).filter(
    ([name, value]) => name in ProfileInputSchema.entries && typeof value === 'string',
  )
  return { ...profile, ...Object.fromEntries(typed) }
}

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('staff')
  const [status, setStatus] = useState('')
  const { form, failure, handleSubmit } = useServerForm({
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: (value) => fieldErrors(PasswordChangeInputSchema, value),
    showErrorsOn: 'submit',
    onSubmit: async (value, formApi) => {
      setStatus('')
      await changePassword(value)
      formApi.reset()
      setStatus(t('password.changed'))
    },
    failureOf: (error) => problemMessage(t, error),
  })

  return (
    <section className="staff-card" aria-labelledby="staff-password-heading">
      <h2 id="staff-password-heading">{t('password.title')}</h2>
      <StaffForm
        form={form}
        onSubmit={handleSubmit}
        failure={failure}
        status={status}
        submitLabel={t('password.submit')}
        busyLabel={t('password.busy')}
      >
        {/* The account name, so a password manager knows which entry to update. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField {...fieldProps.currentPassword(t, t('field.currentPassword'))} />
          )}
        </form.AppField>
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
