import { useEffect, useState, type ComponentProps } from 'react'
import { importWhenOnline } from '@/lib/reliability/reload-guard'

type Parts = typeof import('../parts')

let parts: Parts | undefined
let loading: Promise<Parts> | undefined

/**
 * Loads the deposit and gift voucher views. A route whose data has either awaits this in its
 * loader, so the page renders them in its first view; without it they follow in a reserved slot.
 */
export function preloadPaymentParts(): Promise<Parts> {
  loading ??= importWhenOnline(() => import('../parts')).then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Whether an order or cart shows a deposit or gift vouchers (and so needs these views). */
export const hasPaymentParts = (order: {
  deposit?: unknown
  giftVouchers?: readonly unknown[]
  issuedVouchers?: readonly unknown[]
}) => Boolean(order.deposit || order.giftVouchers?.length || order.issuedVouchers?.length)

function useParts(wanted = true): Parts | undefined {
  const [loaded, setLoaded] = useState(parts)
  useEffect(() => {
    if (wanted && !loaded) preloadPaymentParts().then(setLoaded, () => undefined)
  }, [wanted, loaded])
  return loaded ?? parts
}

const BLANK = '\u00a0'

/** Gift voucher rows; until their code is here, blank rows of the same lines hold their place. */
export function GiftVoucherRows(props: ComponentProps<Parts['GiftVoucherRows']>) {
  const loaded = useParts(Boolean(props.giftVouchers?.length))
  if (!props.giftVouchers?.length) return null
  if (loaded) return <loaded.GiftVoucherRows {...props} />
  return (
    <>
      {props.giftVouchers.map((voucher) => (
        <div key={voucher.code} aria-hidden="true">
          <dt>
            {BLANK}
            <br />
            {BLANK}
          </dt>
          <dd>{BLANK}</dd>
        </div>
      ))}
      {props.open ? (
        <div aria-hidden="true">
          <dt>{BLANK}</dt>
          <dd>{BLANK}</dd>
        </div>
      ) : null}
    </>
  )
}

/** The deposit's state; a blank note of its size holds its place until the code is here. */
export function DepositNote(props: ComponentProps<Parts['DepositNote']>) {
  const loaded = useParts()
  if (loaded) return <loaded.DepositNote {...props} />
  return (
    <p className="deposit-note" aria-hidden="true">
      {BLANK}
    </p>
  )
}

/** The gift vouchers bought; until their code is here, nothing (they sit at the page's end). */
export function IssuedVouchers(props: ComponentProps<Parts['IssuedVouchers']>) {
  const loaded = useParts()
  return loaded ? <loaded.IssuedVouchers {...props} /> : null
}

/** The .ics download of a deposit booking; its button, inactive, holds its place meanwhile. */
export function DepositCalendarDownload(props: ComponentProps<Parts['DepositCalendarDownload']>) {
  const loaded = useParts()
  if (loaded) return <loaded.DepositCalendarDownload {...props} />
  if (!props.order.items.some((item) => item.start)) return null
  return (
    <button type="button" className={props.className} disabled>
      {props.label}
    </button>
  )
}
