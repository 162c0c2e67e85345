/** The forms' toolkit: `useAppForm` with its field components, messages, server errors, focus. */
export { fieldContext, formContext, useFieldContext, useFormContext } from './context'
export { useAppForm, withForm } from './hook'
export { CheckboxField, SelectField, TextField, type Option } from './fields'
export { RadioGroupField, type RadioOption } from './RadioGroupField'
export { SubmitButton } from './SubmitButton'
export { messageKey, parseMessage, translateMessage } from './messages'
export { shownErrors, visibleError } from './shown-errors'
export { clearServerErrors, setServerError } from './server-errors'
export {
  fieldDomId,
  focusAgain,
  focusField,
  focusFirstField,
  keepFocusOnPress,
  submitForm,
} from './focus'
export { revalidateLogic, useStore } from '@tanstack/react-form'
export { useServerForm, type FieldMessages, type ServerFormOptions } from './use-server-form'
