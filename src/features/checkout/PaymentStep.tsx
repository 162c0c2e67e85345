import { useState } from 'react'
import { useStore } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useRemoveCartItem, type Cart } from '@/api/carts'
import type { Checkout, SubmitInput } from '@/api/checkout'
import type { OnlineMethod, PaymentMethod } from '@/api/orders'
import { focusField } from '@/features/checkout/shared/ErrorSummary'
import { DepositChoice, OnlineMethods, useOnSiteHint } from '@/features/payments'
import { SplitBillChoice, personsIn, startsTooSoonToSplit } from '@/features/split-bill'
import {
  clearServerErrors,
  revalidateLogic,
  setServerError,
  useAppForm,
  keepFocusOnPress,
  submitForm,
} from '@/lib/form'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { CancellationTerms } from './CancellationTerms'
import { ContactRecap } from './ContactRecap'
import { PaymentProblem } from './PaymentProblem'
import { StartNotices } from './StartNotices'
import { isPurchase, submitLabel } from './submit-label'
import type { StepId } from './steps'
import { useCheckoutSubmit } from './use-checkout-submit'
import { M } from './shared/validation'
import { VoucherForm } from './VoucherForm'

interface PaymentValues {
  paymentMethod: string
  termsAccepted: boolean
}

/**
 * The last step: payment method (instant carts with something to pay), voucher codes, the
 * terms, and the submit. One submit intent = one Idempotency-Key (kept in sessionStorage until
 * its outcome is known), so a double click, a retry or a reload books once.
 */
export function PaymentStep({
  cart,
  checkout,
  lang,
  onBack,
  onGoTo,
}: {
  cart: Cart
  checkout: Checkout
  lang: string
  onBack: () => void
  onGoTo: (step: StepId) => void
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const removeItem = useRemoveCartItem(cart.id, lang)
  /** Each person pays their own share: only with "pay now" and two or more people. */
  const [splitBill, setSplitBill] = useState(false)
  /** A deposit now and the rest later, where the checkout offers it; never with a split bill. */
  const [payDeposit, setPayDeposit] = useState(false)
  const request = checkout.mode === 'REQUEST'
  const methods = checkout.paymentMethods
  const paymentStep = checkout.steps.find((step) => step.id === 'payment')
  const choosesMethod = !request && methods.length > 0 && paymentStep?.applicable !== false
  const splittable = choosesMethod && personsIn(cart) > 1 && !startsTooSoonToSplit(cart)
  const onlineMethods = checkout.onlineMethods ?? []
  const [onlineMethod, setOnlineMethod] = useState<OnlineMethod | undefined>(onlineMethods[0])
  const { book, problem, setProblem, redirecting, busy } = useCheckoutSubmit({
    cart,
    lang,
    onGoTo,
    showFieldErrors: (fieldErrors) => {
      let focused = false
      for (const name of ['paymentMethod', 'termsAccepted'] as const) {
        const message = fieldErrors[name]?.[0]
        if (!message) continue
        setServerError(form, name, message)
        if (!focused) focusField(name)
        focused = true
      }
      return focused
    },
  })

  const depositFor = (method: string) =>
    choosesMethod && method === 'NOW' && payDeposit && checkout.deposit !== undefined

  const form = useAppForm({
    defaultValues: {
      paymentMethod: methods.length === 1 ? (methods[0] ?? '') : '',
      termsAccepted: false,
    } as PaymentValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields: Record<string, string> = {}
        if (choosesMethod && !value.paymentMethod) fields.paymentMethod = M.required
        if (!value.termsAccepted) fields.termsAccepted = M.accepted
        return Object.keys(fields).length ? { fields } : undefined
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      const { values } = formApi.state
      focusField(choosesMethod && !values.paymentMethod ? 'paymentMethod' : 'termsAccepted')
    },
    onSubmit: async ({ value }) => {
      const input: SubmitInput = {
        ...(choosesMethod ? { paymentMethod: value.paymentMethod as PaymentMethod } : {}),
        ...(choosesMethod && value.paymentMethod === 'NOW' && onlineMethod ? { onlineMethod } : {}),
        termsAccepted: value.termsAccepted,
        returnUrl: `${window.location.origin}/${lang}/checkout/${encodeURIComponent(cart.id)}/success`,
        ...(depositFor(value.paymentMethod)
          ? { deposit: true }
          : splittable && splitBill && value.paymentMethod === 'NOW'
            ? { splitBill: true }
            : {}),
      }
      await book(input)
    },
  })

  const chosenMethod = useStore(form.store, (state) => state.values.paymentMethod)
  const deposit = depositFor(chosenMethod) ? checkout.deposit : undefined
  const splitting = !deposit && splittable && splitBill && chosenMethod === 'NOW'

  const label = submitLabel(t, lang, { cart, request, deposit, splitting, choosesMethod })

  const progress = busy ? t(redirecting ? 'payment.redirecting' : 'payment.submitting') : null

  const onSiteHint = useOnSiteHint(cart.totals.openAmount, lang)
  const methodOptions = methods.map((method) => ({
    value: method,
    label: t(`payment.methods.${method}`),
    description: method === 'ON_SITE' ? onSiteHint : t(`payment.methodHints.${method}`),
  }))

  const soldOutItems =
    problem?.kind === 'soldOut'
      ? cart.items.filter(
          (item) => problem.itemIds.length === 0 || problem.itemIds.includes(item.id),
        )
      : []

  return (
    <div className="checkout-payment">
      {request ? (
        <div className="checkout-notice checkout-notice--info">
          <p className="checkout-notice__title">{t('request.title')}</p>
          <p>{t('request.text')}</p>
        </div>
      ) : null}

      {!request ? <VoucherForm cart={cart} lang={lang} /> : null}

      <form
        noValidate
        className="checkout-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (busy) return
          clearServerErrors(form)
          void submitForm(form)
        }}
      >
        {choosesMethod ? (
          <form.AppField name="paymentMethod">
            {(field) => (
              <field.RadioGroupField label={t('payment.method')} required options={methodOptions} />
            )}
          </form.AppField>
        ) : null}
        {choosesMethod && chosenMethod === 'NOW' ? (
          <>
            <OnlineMethods
              methods={onlineMethods}
              value={onlineMethod}
              onChange={setOnlineMethod}
              disabled={busy}
            />
            {checkout.deposit ? (
              <DepositChoice
                offer={checkout.deposit}
                lang={lang}
                deposit={payDeposit}
                onChange={setPayDeposit}
                disabled={busy}
              />
            ) : null}
            {deposit ? null : (
              <SplitBillChoice
                cart={cart}
                lang={lang}
                checked={splitBill}
                onChange={setSplitBill}
              />
            )}
          </>
        ) : null}

        <ContactRecap checkout={checkout} lang={lang} cartId={cart.id} />
        {/* The policy stays right above the terms it is part of; a late start's notice comes first. */}
        <StartNotices cart={cart} lang={lang} request={request} />
        <CancellationTerms cart={cart} lang={lang} />

        <form.AppField name="termsAccepted">
          {(field) => (
            <field.CheckboxField
              required
              label={
                <>
                  {t('payment.termsBefore')}
                  <Link
                    to="/$lang/terms-and-conditions"
                    params={{ lang }}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('payment.termsLink')}
                    <span className="visually-hidden">{t('newTab')}</span>
                  </Link>
                  {t('payment.termsAfter')}
                </>
              }
            />
          )}
        </form.AppField>

        <PaymentProblem
          problem={problem}
          lang={lang}
          soldOutItems={soldOutItems}
          removing={removeItem.isPending}
          onRemove={(itemId) =>
            removeItem.mutate(itemId, {
              onSuccess: () => setProblem(null),
              onError: (error) =>
                setProblem({ kind: 'failure', message: problemMessage(t, error) }),
            })
          }
        />

        <div className="checkout-actions checkout-actions--split">
          <button
            type="button"
            className="button button--secondary"
            onMouseDown={keepFocusOnPress}
            onClick={onBack}
          >
            {t('back')}
          </button>
          <button
            type="submit"
            className="button button--primary checkout-submit"
            aria-disabled={busy || undefined}
            onMouseDown={keepFocusOnPress}
            aria-describedby="checkout-submit-hint"
          >
            {progress ?? label}
          </button>
        </div>
        <p id="checkout-submit-hint" className="checkout-form__note">
          {progress ??
            (request
              ? t('request.hint')
              : t(isPurchase(cart) ? 'payment.buyHint' : 'payment.hint'))}
        </p>
        {/* Only the progress is spoken: the hint coming back after the booking would be heard
            as news just before the outcome page. */}
        <p className="visually-hidden" role="status">
          {progress}
        </p>
      </form>
    </div>
  )
}
