/**
 * TanStack Form set up once (`useAppForm`), so every field gets labels, required marks, linked
 * error texts and server (422) errors alike. Only forms import it, so routes without one do not
 * load TanStack Form.
 */
import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from './context'
import { CheckboxField, SelectField, TextField } from './fields'
import { RadioGroupField } from './RadioGroupField'
import { SubmitButton } from './SubmitButton'

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField, RadioGroupField },
  formComponents: { SubmitButton },
})
