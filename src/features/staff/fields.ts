import type { TFunction } from 'i18next'

/**
 * The staff forms' recurring field props, so password managers see the same `autocomplete`
 * tokens everywhere (WCAG 3.3.8). The e-mail is the user name, and `username` is not allowed on
 * `type="email"` (WCAG 1.3.5, H98), so it is a text field with the e-mail keyboard.
 */
export const fieldProps = {
  email: (t: TFunction) =>
    ({
      label: t('staff:field.email'),
      type: 'text',
      inputMode: 'email',
      autoComplete: 'username',
      required: true,
    }) as const,
  currentPassword: (t: TFunction, label = t('staff:field.password')) =>
    ({ label, type: 'password', autoComplete: 'current-password', required: true }) as const,
  newPassword: (t: TFunction) =>
    ({
      label: t('staff:field.newPassword'),
      hint: t('staff:password.rules'),
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    }) as const,
  repeatPassword: (t: TFunction) =>
    ({
      label: t('staff:field.passwordConfirmation'),
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    }) as const,
}
