import type { TFunction } from 'i18next'

/**
 * The props of the staff forms' recurring fields, so that password managers see the same
 * `autocomplete` tokens everywhere (WCAG 2.2, 3.3.8: nothing blocks filling or pasting).
 */
export const fieldProps = {
  email: (t: TFunction) =>
    ({
      label: t('staff:field.email'),
      type: 'email',
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
