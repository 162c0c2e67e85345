import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { messageKey, parseMessage, translateMessage, useAppForm } from '.'

describe('form messages', () => {
  it('carries an i18n key with its values, and leaves server texts alone', () => {
    expect(parseMessage(messageKey('checkout:validation.tooShort', { min: 3 }))).toEqual({
      key: 'checkout:validation.tooShort',
      values: { min: 3 },
    })
    expect(parseMessage('This e-mail address is blocked.')).toEqual({
      text: 'This e-mail address is blocked.',
    })
    const t = (key: string, values: Record<string, unknown>) => `${key}:${JSON.stringify(values)}`
    expect(translateMessage(t, messageKey('ns:a.b', { n: 1 }))).toBe('ns:a.b:{"n":1}')
    expect(translateMessage(t, 'Plain text: with colon')).toBe('Plain text: with colon')
  })
})

function NameForm() {
  const form = useAppForm({
    defaultValues: { name: '' },
    validators: {
      onBlur: ({ value }) => (value.name ? undefined : { fields: { name: 'Name needed' } }),
    },
  })
  return (
    <form.AppField name="name">
      {(field) => <field.TextField label="Name" hint="As in your passport" required />}
    </form.AppField>
  )
}

describe('TextField', () => {
  it('labels the input, marks it required, and links its error once the field was left', async () => {
    render(<NameForm />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).toHaveAccessibleDescription('As in your passport')
    expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.click(input)
    await userEvent.tab()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('As in your passport Name needed')
    expect(input).toHaveAttribute('id', 'field-name')
  })
})
