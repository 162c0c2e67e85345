import { useTranslation } from 'react-i18next'
import { TextField } from '@/lib/form'
import { CONTACT_FIELDS, type ContactRow, type ContactTextSpec } from './contact-fields'
import type { ContactForm } from './use-contact'

/** One text field of the contact form, as its spec describes it. */
export function ContactTextField({ form, spec }: { form: ContactForm; spec: ContactTextSpec }) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const { name, required, kind, autoComplete, maxLength } = spec
  return (
    <form.AppField name={name}>
      {() => (
        <TextField
          label={t(CONTACT_FIELDS[name])}
          hint={kind === 'tel' ? t('contact.phoneHint') : undefined}
          required={required}
          type={kind}
          autoComplete={autoComplete}
          inputMode={kind}
          maxLength={maxLength}
        />
      )}
    </form.AppField>
  )
}

/** Rows of text fields side by side. */
export function ContactRows({ form, rows }: { form: ContactForm; rows: ContactRow[] }) {
  return rows.map((row) => (
    <div
      key={row.fields[0]?.name}
      className={`checkout-form__row${row.modifier ? ` checkout-form__row--${row.modifier}` : ''}`}
    >
      {row.fields.map((spec) => (
        <ContactTextField key={spec.name} form={form} spec={spec} />
      ))}
    </div>
  ))
}
