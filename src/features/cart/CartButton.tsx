import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@tanstack/react-router'
import { prefetchWhenIdle } from '@/lib/loading/idle'
import { ensureNamespaces } from '@/lib/i18n'
import { importWhenOnline } from '@/lib/reliability/reload-guard'
import { preloadProblemText } from '@/components/ui/ProblemText'
import { onOpenCartDrawer, useCartRef } from '@/lib/cart-ref/cart-ref'
import './cart-button.css'

// The summary (queries, schemas, list) is not part of the first render: it is fetched when the
// browser is idle after the page has loaded (lib/loading/idle.ts), or before, when the visitor points at
// or focuses the button, and waits for the connection if it was not fetched yet.
const loadDrawer = () => import('./CartDrawer')
const CartDrawer = lazy(() => importWhenOnline(loadDrawer))

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

  // The next step's code, before it is needed (kept out of the first page's bytes): the drawer
  // and, once there is a cart with items, the checkout's first step (its route, texts and the
  // message table), when the browser is idle after the page has loaded, so a connection that
  // drops later does not stop the visitor; sooner on intent (pointing at or focusing the button).
  const router = useRouter()
  const hasItems = (ref?.count ?? 0) > 0
  const loadCheckout = () => {
    const checkout = router.routesById['/$lang/_default/checkout/$cart']
    return Promise.all([
      checkout ? router.loadRouteChunk(checkout) : undefined,
      ensureNamespaces('checkout', 'problems'),
      preloadProblemText(),
    ])
  }
  const prefetch = () => {
    void loadDrawer().catch(() => undefined)
    if (hasItems) void loadCheckout().catch(() => undefined)
  }
  useEffect(() => {
    prefetchWhenIdle('cart-drawer', loadDrawer)
    if (hasItems) prefetchWhenIdle('checkout', loadCheckout)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state of the cart
  }, [hasItems])

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
        onPointerEnter={prefetch}
        onFocus={prefetch}
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
