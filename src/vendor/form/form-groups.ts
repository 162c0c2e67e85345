// Stands in for @tanstack/react-form's form groups and field groups (useFormGroup.js and
// useFieldGroup.js, swapped in by scripts/vite-trim.ts). The library's useForm adds a
// `form.FormGroup` component to every form and createFormHook a `withFieldGroup`, which pulls
// FormGroupApi and FieldGroupApi (about 4.5 KiB gzip) into every page with a form. The shop uses
// neither: its forms are flat `form.AppField`s. Using one now fails loudly instead of silently.
const unused = (name: string) => () => {
  throw new Error(
    `${name} of @tanstack/react-form is not bundled (scripts/vite-trim.ts): remove it from that plugin to use it.`,
  )
}

export const FormGroup = unused('FormGroup')
export const useFormGroup = unused('useFormGroup')
export const useFieldGroup = unused('useFieldGroup')
