import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/lib/form'
import { fieldProps } from './fields'

const PASSWORD = 'password'
const REPEAT = 'passwordConfirmation'

/**
 * A new password and its repetition, with the password rules as the hint: the same fields
 * (and autocomplete tokens) where a password is reset and where it is changed.
 */
export function NewPasswordFields({
  field,
}: {
  /** The form's field `name`, rendering `input` (an `<form.AppField>`). */
  field: (name: typeof PASSWORD | typeof REPEAT, input: ReactNode) => ReactNode
}) {
  const { t } = useTranslation('staff')
  return (
    <>
      {field(PASSWORD, <TextField {...fieldProps.newPassword(t)} />)}
      {field(REPEAT, <TextField {...fieldProps.repeatPassword(t)} />)}
    </>
  )
}
