import type { ComponentType } from 'react'
import type { Listing, Sku } from '@/api/listings'
import { ensureNamespaces } from '@/lib/i18n'
import type { BookingFormProps } from './shared'

/** Which form books an offer: dated offers (slots, durations), vouchers or goods. */
export type FormKind = 'dated' | 'voucher' | 'goods'
type LazyKind = Exclude<FormKind, 'dated'>

export function formKind(sku: Sku): FormKind {
  if (sku.characteristics.shape !== 'NONE') return 'dated'
  return sku.type === 'VOUCHER' ? 'voucher' : 'goods'
}

// Vouchers and goods are rarer than dated offers: their forms are chunks of their own, fetched
// by the page's loader only for a listing that offers them (so the first render never waits).
const imports: Record<LazyKind, () => Promise<ComponentType<BookingFormProps>>> = {
  // The voucher texts are in the `group` catalogue (not needed on the dated offers' first render).
  voucher: () =>
    Promise.all([import('./VoucherForm'), ensureNamespaces('group')]).then(
      ([module]) => module.VoucherForm,
    ),
  goods: () => import('./GoodsForm').then((module) => module.GoodsForm),
}
const loaded: Partial<Record<LazyKind, ComponentType<BookingFormProps>>> = {}

export function loadForm(kind: LazyKind): Promise<ComponentType<BookingFormProps>> {
  return imports[kind]().then((form) => (loaded[kind] = form))
}

type FormModule = { default: ComponentType<BookingFormProps> }

/**
 * For React.lazy: a form the loader has fetched resolves synchronously (a thenable that calls
 * back at once), so React renders it without suspending: no empty frame, no layout shift.
 */
export function formModule(kind: LazyKind): Promise<FormModule> {
  const form = loaded[kind]
  if (!form) return loadForm(kind).then((component) => ({ default: component }))
  const ready = {
    then: (resolve: (module: FormModule) => void) => resolve({ default: form }),
  }
  return ready as unknown as Promise<FormModule>
}

/** Fetches the forms a listing's offers need besides the dated one (the routes' loaders call it). */
export async function loadBookingForms(listing: Listing | undefined): Promise<void> {
  const kinds = new Set((listing?.skus ?? []).map(formKind))
  kinds.delete('dated')
  await Promise.all([...kinds].map((kind) => loadForm(kind as LazyKind)))
}
