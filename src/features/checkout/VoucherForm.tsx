import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplyVoucher, useRemoveVoucher, type Cart } from '@/api/carts'
import { useServerForm, type FieldMessages } from '@/lib/form'
import { formatMoney } from '@/lib/format'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { voucherCodeSchema } from './shared/validation'
import './voucher.css'
import * as v from 'valibot'

/** Machine-readable voucher refusals (422 on `code`) and their texts in the checkout namespace. */
const VOUCHER_MESSAGES: Record<string, string> = {
  VOUCHER_NOT_FOUND: 'voucher.notFound',
  VOUCHER_USED_UP: 'voucher.usedUp',
  VOUCHER_EXPIRED: 'voucher.expired',
  VOUCHER_ALREADY_APPLIED: 'voucher.alreadyApplied',
  VOUCHER_NOT_APPLICABLE: 'voucher.notApplicable',
  VOUCHER_VOIDED: 'voucher.voided',
}

/** Redeems voucher codes on the cart; the applied ones are listed with a way to remove them. */
export function VoucherForm({ cart, lang }: { cart: Cart; lang: string }) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const apply = useApplyVoucher(cart.id, lang)
  const remove = useRemoveVoucher(cart.id, lang)
  const [status, setStatus] = useState('')

  const { form, failure, setFailure, handleSubmit } = useServerForm({
    defaultValues: { code: '' },
    validate: (value): FieldMessages => {
      const result = v.safeParse(voucherCodeSchema, value.code)
      return result.success ? {} : { code: result.issues[0].message }
    },
    showErrorsOn: 'submit',
    onSubmit: async (value, formApi) => {
      setStatus('')
      const code = value.code.trim().toUpperCase()
      const cartAfter = await apply.mutateAsync(code)
      const applied = cartAfter.vouchers.find((voucher) => voucher.code === code)
      const gift = cartAfter.giftVouchers?.find((voucher) => voucher.code === code)
      setStatus(
        gift
          ? t('voucher.giftApplied', {
              code,
              amount: formatMoney(gift.applied, lang),
              balance: formatMoney(gift.balance, lang),
            })
          : t('voucher.applied', { code, label: applied?.label ?? '' }),
      )
      formApi.reset()
    },
    serverFields: (error) => {
      const key = error.code ? VOUCHER_MESSAGES[error.code] : undefined
      return {
        code: key ? t(key) : (error.fieldErrors.code?.[0] ?? problemMessage(t, error)),
      }
    },
    failureOf: (error) => problemMessage(t, error),
  })

  // Both kinds in the order redeemed: discount codes take off the price, gift vouchers pay.
  const redeemed = [
    ...cart.vouchers.map((voucher) => ({ ...voucher, amount: voucher.discount })),
    ...(cart.giftVouchers ?? []).map((voucher) => ({ ...voucher, amount: voucher.applied })),
  ]

  return (
    <section className="checkout-voucher" aria-labelledby="checkout-voucher-heading">
      <h3 id="checkout-voucher-heading">{t('voucher.heading')}</h3>
      {redeemed.length > 0 ? (
        <ul className="checkout-voucher__list">
          {redeemed.map((voucher) => (
            <li key={voucher.code}>
              <span>
                <VoucherName code={voucher.code} label={voucher.label} />{' '}
                <span className="checkout-voucher__discount">
                  {t('summary.negative', { amount: formatMoney(voucher.amount, lang) })}
                </span>
              </span>
              <button
                type="button"
                className="button button--link"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(voucher.code, {
                    onSuccess: () => setStatus(t('voucher.removed', { code: voucher.code })),
                    onError: (error) => setFailure(problemMessage(t, error)),
                  })
                }
              >
                {t('voucher.remove', { code: voucher.code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        className="checkout-voucher__form"
        onSubmit={(event) => {
          event.stopPropagation()
          handleSubmit(event)
        }}
      >
        <form.AppField name="code">
          {(field) => <field.TextField label={t('voucher.code')} autoComplete="off" />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton variant="secondary">{t('voucher.apply')}</form.SubmitButton>
        </form.AppForm>
      </form>
      <p role="status" className="checkout-voucher__status">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="checkout-notice checkout-notice--error">
          {failure}
        </p>
      ) : null}
    </section>
  )
}

/**
 * A redeemed code and its label, the code once: a gift voucher's label already names it
 * ("Gift voucher GV-…"), a discount code's label says what it takes off.
 */
function VoucherName({ code, label }: { code: string; label: string }) {
  const at = label.indexOf(code)
  if (at < 0)
    return (
      <>
        <strong>{code}</strong> {label}
      </>
    )
  return (
    <>
      {label.slice(0, at)}
      <strong>{code}</strong>
      {label.slice(at + code.length)}
    </>
  )
}
