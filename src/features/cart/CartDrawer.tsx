import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useRemoveCartItem, type CartItem } from '@/api/carts'
import { isApiError } from '@/lib/http'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { ProblemText } from '@/components/ui/ProblemText'
import { formatDateTime, formatLocalDate, formatMoney, formatTime } from '@/lib/format'
import { HandoffButton } from '@/features/handoff'
import { HoldCountdown } from './HoldCountdown'
import { useCart } from './shared/use-cart'
import './cart.css'

/**
 * The cart summary: a native modal <dialog> (focus stays inside, Escape closes, the page is
 * inert); the opener gets focus back on close (CartButton).
 */
export default function CartDrawer({ lang, onClose }: { lang: string; onClose: () => void }) {
  const { t } = useTranslation('cart')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { cartId, data: cart, isPending, isError, error, refetch } = useCart(lang)
  // The cart as last read stays when reading it again fails (offline): the visitor can still
  // go on to the checkout, which says what it cannot load without the connection.
  const remove = useRemoveCartItem(cartId ?? '', lang)
  const [status, setStatus] = useState('')

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    const onCloseEvent = () => onClose()
    dialog.addEventListener('close', onCloseEvent)
    return () => dialog.removeEventListener('close', onCloseEvent)
  }, [onClose])

  const items = cart?.items ?? []
  const request = cart?.mode === 'REQUEST'

  const removeItem = (item: CartItem) => {
    remove.mutate(item.id, {
      onSuccess: () => {
        setStatus(t('drawer.removed', { title: item.listing.title }))
        headingRef.current?.focus()
      },
    })
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- a click on the backdrop closes; keyboards have Escape and the close button
    <dialog
      ref={dialogRef}
      className="cart-drawer"
      aria-labelledby="cart-drawer-title"
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current.close()
      }}
    >
      <div className="cart-drawer__panel">
        <div className="cart-drawer__header">
          <h2 id="cart-drawer-title" ref={headingRef} tabIndex={-1}>
            {t('drawer.title')}
          </h2>
          <button
            type="button"
            className="cart-drawer__close"
            aria-label={t('drawer.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {!cartId || (cart && items.length === 0) ? (
          <p className="cart-drawer__empty">{t('drawer.empty')}</p>
        ) : isPending ? (
          <p>{t('drawer.loading')}</p>
        ) : !cart ? (
          <div className="notice notice--error">
            <p>{t('drawer.loadFailed')}</p>
            {error ? (
              <p>
                <ProblemText error={error} fallback={problemMessage(t, error)} />
              </p>
            ) : null}
            <button type="button" className="button button--secondary" onClick={() => refetch()}>
              {t('drawer.retry')}
            </button>
          </div>
        ) : (
          <>
            {/* Asked again and failed (offline, say): the cart as last read, and what happened. */}
            {isError ? (
              <p className="notice notice--error" role="alert">
                <ProblemText error={error} fallback={problemMessage(t, error)} />
              </p>
            ) : null}
            <HoldCountdown cart={cart} lang={lang} />
            <ul className="cart-items">
              {items.map((item) => (
                <li key={item.id} className="cart-item">
                  <h3 className="cart-item__title">{item.listing.title}</h3>
                  <p className="cart-item__sku">{item.sku.title}</p>
                  <ItemWhen item={item} lang={lang} />
                  <ul className="cart-item__lines">
                    {item.lines
                      .filter((line) => line.quantity > 0)
                      .map((line) => (
                        <li key={line.variantId}>
                          {t('drawer.line', {
                            quantity: line.quantity,
                            label: line.label,
                            price: formatMoney(line.total, lang),
                          })}
                        </li>
                      ))}
                  </ul>
                  {item.voucherDetails?.recipientName ? (
                    <p className="cart-item__meta">
                      {t('drawer.recipient', { name: item.voucherDetails.recipientName })}
                    </p>
                  ) : null}
                  <div className="cart-item__footer">
                    <p className="cart-item__price">
                      <span className="visually-hidden">{t('drawer.price')} </span>
                      {formatMoney(item.price, lang)}
                    </p>
                    <button
                      type="button"
                      className="link-button"
                      disabled={remove.isPending}
                      aria-label={t('drawer.removeItem', { title: item.listing.title })}
                      onClick={() => removeItem(item)}
                    >
                      {t('drawer.remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {remove.isError ? (
              <p className="notice notice--error" role="alert">
                {isApiError(remove.error) ? (
                  <ProblemText error={remove.error} fallback={problemMessage(t, remove.error)} />
                ) : (
                  t('drawer.removeFailed')
                )}
              </p>
            ) : null}
            <dl className="cart-totals">
              {cart.totals.discount.amount ? (
                <>
                  <dt>{t('drawer.subtotal')}</dt>
                  <dd>{formatMoney(cart.totals.subtotal, lang)}</dd>
                  <dt>{t('drawer.discount')}</dt>
                  <dd>
                    {t('drawer.discountValue', { amount: formatMoney(cart.totals.discount, lang) })}
                  </dd>
                </>
              ) : null}
              <dt>{t('drawer.total')}</dt>
              <dd>{formatMoney(cart.totals.total, lang)}</dd>
            </dl>
            <Link
              className="button button--primary button--block"
              to="/$lang/checkout/$cart"
              params={{ lang, cart: cart.id }}
              // The drawer lives in the layout, which stays: close it on the way.
              onClick={() => dialogRef.current?.close()}
            >
              {request ? t('drawer.toRequest') : t('drawer.toCheckout')}
            </Link>
            {cart.status === 'OPEN' && !request ? (
              <HandoffButton cartId={cart.id} lang={lang} />
            ) : null}
          </>
        )}
      </div>
    </dialog>
  )
}

function ItemWhen({ item, lang }: { item: CartItem; lang: string }) {
  const { t } = useTranslation('cart')
  if (item.start) {
    const text = item.end
      ? t('drawer.when', {
          start: formatDateTime(item.start, lang),
          end: formatTime(item.end, lang),
        })
      : formatDateTime(item.start, lang)
    return (
      <p className="cart-item__meta">
        <time dateTime={item.start}>{text}</time>
      </p>
    )
  }
  if (item.date) {
    return (
      <p className="cart-item__meta">
        <time dateTime={item.date}>{formatLocalDate(item.date, lang)}</time>
      </p>
    )
  }
  return null
}
