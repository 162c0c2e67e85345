import type { TFunction } from 'i18next'

/**
 * The props of the staff forms' recurring fields, so that password managers see the same
 * `autocomplete` tokens everywhere (WCAG 2.2, 3.3.8: nothing blocks filling or pasting).
 * The account's e-mail address is its user name: `username` belongs to HTML's "Text" control
 * group, which an `<input type="email">` may not carry (1.3.5; HTML_CodeSniffer's H98), so it is
 * a text field with the e-mail keyboard (the form's schema checks the address).
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
