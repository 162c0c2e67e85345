import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { onOpenCartDrawer, useCartRef } from './cart-ref'
import './cart-button.css'

// The summary (queries, schemas, list) loads only when the visitor opens it.
const CartDrawer = lazy(() => import('./CartDrawer'))

/**
 * The header's cart button, on every page of the default layout: it reads the remembered cart
 * (id and count) from localStorage only, so it costs next to nothing in the home bundle. Its
 * texts (namespace cart) load after the first render.
 */
export function CartButton() {
  const { t, i18n, ready } = useTranslation('cart')
  const ref = useCartRef()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(
    () =>
      onOpenCartDrawer(() => {
        returnTo.current = document.activeElement as HTMLElement | null
        setOpen(true)
      }),
    [],
  )

  // Until its texts are there it holds its place (no layout shift when it appears).
  if (!ready) return <span className="cart-button-slot" />
  const count = ref?.count ?? 0
  const close = () => {
    setOpen(false)
    const target = returnTo.current ?? opener.current
    returnTo.current = null
    target?.focus()
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="cart-button"
        aria-haspopup="dialog"
        aria-label={t('button.label', { count })}
        onClick={() => {
          returnTo.current = opener.current
          setOpen(true)
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="cart-button__text">{t('button.text')}</span>
        {count > 0 ? <span className="cart-button__count">{count}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer lang={i18n.language} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
