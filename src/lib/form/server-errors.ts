import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'

type FieldMeta = AnyFieldApi['state']['meta']

/** form.setFieldMeta by a field name only known at run time. */
function metaSetter(form: AnyFormApi) {
  return form.setFieldMeta as unknown as (
    name: string,
    updater: (meta: FieldMeta | undefined) => unknown,
  ) => void
}

/** Sets a server (422) message on a field; it stays until the field's value changes. */
export function setServerError(form: AnyFormApi, name: string, message: string): void {
  const setMeta = metaSetter(form)
  setMeta(name, (meta) => ({
    ...(meta ?? {}),
    isBlurred: true,
    errorMap: { ...(meta?.errorMap ?? {}), onServer: message },
  }))
}

/** Clears a field's server error (its value changed: the server's verdict no longer holds). */
export function clearServerError(field: AnyFieldApi): void {
  if (!field.state.meta.errorMap.onServer) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

/** Clears every field's server error (before a new submit: the server will answer again). */
export function clearServerErrors(form: AnyFormApi): void {
  const setMeta = metaSetter(form)
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    const errorMap = (meta as FieldMeta | undefined)?.errorMap
    if (errorMap?.onServer) {
      setMeta(name, (current) => ({
        ...(current ?? {}),
        errorMap: { ...(current?.errorMap ?? {}), onServer: undefined },
      }))
    }
  }
}
