import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { CartSchema, cartQueries, storeCart, useRemoveCartItem, type Cart } from '@/api/carts'
import {
  useSubmitCheckout,
  type Checkout,
  type SubmitInput,
  type SubmitResult,
} from '@/api/checkout'
import type { OnlineMethod, PaymentMethod } from '@/api/orders'
import { isApiError, isLostAnswer } from '@/lib/api-client'
import { reportError } from '@/lib/error-reporting'
import {
  clearServerErrors,
  revalidateLogic,
  setServerError,
  useAppForm,
  keepFocusOnPress,
  submitForm,
} from '@/lib/form'
import { formatMoney } from '@/lib/format'
import { goToPaymentProvider } from '@/lib/navigation'
import { focusField } from '@/components/ui/ErrorSummary'
import { problemMessage } from '@/lib/problems'
import type { StepId } from './steps'
import { clearContactDraft, endIntent, intentKeyFor } from './storage'
import { M } from './validation'
import { VoucherForm } from './VoucherForm'
import { CancellationTerms } from './CancellationTerms'
import { useOnSiteHint } from './CashDue'
import { OnlineMethods } from './OnlineMethods'
import { SplitBillChoice } from '@/features/split-bill/SplitBillChoice'
import { organiserShare, personsIn } from '@/features/split-bill/shares'

type Problem =
  | { kind: 'failure'; message: string }
  | { kind: 'soldOut'; itemIds: string[] }
  | { kind: 'priceChanged'; before: Cart['totals']['total']; after: Cart['totals']['total'] }

interface PaymentValues {
  paymentMethod: string
  termsAccepted: boolean
}

const submitScope = (cartId: string) => `cart:${cartId}`

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
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const submit = useSubmitCheckout(cart.id, lang)
  const removeItem = useRemoveCartItem(cart.id, lang)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  /** Each person pays their own share: only with "pay now" and two or more people. */
  const [splitBill, setSplitBill] = useState(false)
  const inFlight = useRef(false)
  const request = checkout.mode === 'REQUEST'
  const methods = checkout.paymentMethods
  const paymentStep = checkout.steps.find((step) => step.id === 'payment')
  const choosesMethod = !request && methods.length > 0 && paymentStep?.applicable !== false
  const onlineMethods = checkout.onlineMethods ?? []
  const [onlineMethod, setOnlineMethod] = useState<OnlineMethod | undefined>(onlineMethods[0])

  // Back from the provider with the browser's back button, the page may come from the
  // back/forward cache as it was left ("redirecting"): the cart is checked out by now, so
  // load again, which leads to the order's page.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setRedirecting(false)
      void queryClient.invalidateQueries({ queryKey: [...cartQueries.all(), cart.id] })
      void router.invalidate()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [cart.id, queryClient, router])

  const toSuccess = () =>
    navigate({
      to: '/$lang/checkout/$cart/success',
      params: { lang, cart: cart.id },
    })

  const onResult = (result: SubmitResult) => {
    const scope = submitScope(cart.id)
    if (result.next.type === 'REDIRECT') {
      setRedirecting(true)
      if (goToPaymentProvider(result.next.url)) {
        endIntent(scope)
        return
      }
      void reportError(new Error('Refused the payment redirect target'), {
        order: result.order.code,
      })
      setRedirecting(false)
      endIntent(scope)
      // The order exists: the success page offers to pay again.
      void toSuccess()
      return
    }
    endIntent(scope)
    clearContactDraft(cart.id)
    void toSuccess()
  }

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
      if (inFlight.current) return
      inFlight.current = true
      setProblem(null)
      const input: SubmitInput = {
        ...(choosesMethod ? { paymentMethod: value.paymentMethod as PaymentMethod } : {}),
        ...(choosesMethod && value.paymentMethod === 'NOW' && onlineMethod ? { onlineMethod } : {}),
        termsAccepted: value.termsAccepted,
        returnUrl: `${window.location.origin}/${lang}/checkout/${encodeURIComponent(cart.id)}/success`,
        ...(choosesMethod && splitBill && value.paymentMethod === 'NOW' && personsIn(cart) > 1
          ? { splitBill: true }
          : {}),
      }
      const scope = submitScope(cart.id)
      const idempotencyKey = intentKeyFor(scope, input)
      try {
        const result = await submit.mutateAsync({ input, idempotencyKey })
        // Booked: the page is leaving (provider or success page). The guard stays up, so a late
        // second click of a double click cannot start a new intent meanwhile.
        onResult(result)
      } catch (error) {
        inFlight.current = false
        // A lost answer (network, 5xx) keeps the key: trying again replays the same booking.
        if (!isLostAnswer(error)) endIntent(scope)
        handleError(error)
      }
    },
  })

  const chosenMethod = useStore(form.store, (state) => state.values.paymentMethod)
  const splitting = choosesMethod && splitBill && chosenMethod === 'NOW' && personsIn(cart) > 1

  const handleError = (error: unknown) => {
    if (!isApiError(error)) {
      setProblem({ kind: 'failure', message: problemMessage(t, error) })
      return
    }
    if (error.status === 422) {
      const paths = Object.keys(error.fieldErrors)
      if (
        paths.some(
          (path) =>
            path === 'contact' || path.startsWith('customer') || path.startsWith('attendee'),
        )
      ) {
        onGoTo('contact')
        return
      }
      if (paths.some((path) => path.startsWith('items.'))) {
        onGoTo('configuration')
        return
      }
      let focused = false
      for (const name of ['paymentMethod', 'termsAccepted'] as const) {
        const message = error.fieldErrors[name]?.[0]
        if (!message) continue
        setServerError(form, name, message)
        if (!focused) focusField(name)
        focused = true
      }
      if (!focused) setProblem({ kind: 'failure', message: problemMessage(t, error) })
      return
    }
    switch (error.code) {
      case 'HOLD_EXPIRED':
      case 'CART_EXPIRED':
        // The checkout page shows the hold-expired panel for any call that says so
        // (lib/hold-expired): one panel, not a second one beside the button.
        setProblem(null)
        return
      case 'SOLD_OUT':
      case 'HOLD_UNAVAILABLE': {
        const ids = error.details?.itemIds
        setProblem({
          kind: 'soldOut',
          itemIds: Array.isArray(ids)
            ? ids.filter((id): id is string => typeof id === 'string')
            : [],
        })
        return
      }
      case 'PRICE_CHANGED': {
        const parsed = v.safeParse(CartSchema, error.details?.cart)
        if (parsed.success) {
          storeCart(queryClient, parsed.output, lang)
          setProblem({
            kind: 'priceChanged',
            before: cart.totals.total,
            after: parsed.output.totals.total,
          })
        } else {
          void queryClient.invalidateQueries({ queryKey: [...cartQueries.all(), cart.id] })
          setProblem({ kind: 'priceChanged', before: cart.totals.total, after: cart.totals.total })
        }
        return
      }
      case 'CART_CHECKED_OUT':
        void toSuccess()
        return
      default:
        setProblem({ kind: 'failure', message: problemMessage(t, error) })
    }
  }

  const busy = submit.isPending || redirecting
  const submitLabel = request
    ? t('payment.sendRequest')
    : splitting
      ? t('split:submit', {
          amount: formatMoney(
            {
              ...cart.totals.total,
              amount: organiserShare(cart.totals.total.amount, personsIn(cart)),
            },
            lang,
          ),
        })
      : choosesMethod
        ? t('payment.submit', { amount: formatMoney(cart.totals.total, lang) })
        : t('payment.submitFree')

  const onSiteHint = useOnSiteHint(cart.totals.total, lang)
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
            <SplitBillChoice cart={cart} lang={lang} checked={splitBill} onChange={setSplitBill} />
          </>
        ) : null}

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

        <ProblemView
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
            {busy
              ? redirecting
                ? t('payment.redirecting')
                : t('payment.submitting')
              : submitLabel}
          </button>
        </div>
        <p id="checkout-submit-hint" className="checkout-form__note">
          {busy
            ? redirecting
              ? t('payment.redirecting')
              : t('payment.submitting')
            : request
              ? t('request.hint')
              : t('payment.hint')}
        </p>
        {/* Only the progress is spoken: the hint coming back after the booking would be heard
            as news just before the outcome page. */}
        <p className="visually-hidden" role="status">
          {busy ? (redirecting ? t('payment.redirecting') : t('payment.submitting')) : null}
        </p>
      </form>
    </div>
  )
}

function ProblemView({
  problem,
  lang,
  soldOutItems,
  removing,
  onRemove,
}: {
  problem: Problem | null
  lang: string
  soldOutItems: Cart['items']
  removing: boolean
  onRemove: (itemId: string) => void
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  if (!problem) return null
  switch (problem.kind) {
    case 'failure':
      return (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {problem.message}
        </p>
      )
    case 'soldOut':
      return (
        <div className="checkout-notice checkout-notice--error" role="alert">
          <p className="checkout-notice__title">{t('soldOut.title')}</p>
          <ul>
            {soldOutItems.map((item) => (
              <li key={item.id}>
                <span>{t('soldOut.item', { title: item.listing.title })}</span>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={removing}
                  onClick={() => onRemove(item.id)}
                >
                  {t('soldOut.remove', { title: item.listing.title })}
                </button>
              </li>
            ))}
          </ul>
          <Link to="/$lang" params={{ lang }}>
            {t('backToOffers')}
          </Link>
        </div>
      )
    case 'priceChanged':
      return (
        <div className="checkout-notice checkout-notice--warning" role="alert">
          <p className="checkout-notice__title">{t('priceChanged.title')}</p>
          <p>
            {t('priceChanged.text', {
              before: formatMoney(problem.before, lang),
              after: formatMoney(problem.after, lang),
            })}
          </p>
        </div>
      )
  }
}
