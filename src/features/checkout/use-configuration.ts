import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { storeCart, updateCartItem, type Cart, type CartItem } from '@/api/carts'
import { checkoutQueries } from '@/api/checkout'
import type { AdditionalService } from '@/api/listings'
import { isApiError } from '@/lib/http'
import { useServerForm, useStore } from '@/lib/form'
import { formatLocalDate, todayInShop } from '@/lib/format'
import {
  configurationErrors,
  draftOf,
  itemInput,
  itemServerFields,
  needsConfiguration,
  valuesOf,
  type ConfigurationValues,
} from './configuration-values'
import { loadParticipantsDraft, saveParticipantsDraft } from './shared/storage'
import { useCartListings } from './shared/use-cart-listings'
import { useLiveServices } from './use-live-services'
import { usePersonRemoval } from './use-person-removal'

export interface ConfigurationProps {
  cart: Cart
  lang: string
  /** The details are saved: on to the next step. */
  onDone: () => void
}

const isExpired = (error: unknown) => isApiError(error) && error.code === 'CART_EXPIRED'

/**
 * The configuration step's state: the form of every item's details, what each item offers,
 * services saved as they are ticked, the draft kept across a reload, removing a person, and
 * what went wrong (an expired hold shows as its own notice).
 */
export function useConfiguration({ cart, lang, onDone }: ConfigurationProps) {
  const queryClient = useQueryClient()
  const [expired, setExpired] = useState(false)
  const today = todayInShop()
  const todayText = formatLocalDate(today, lang, { dateStyle: 'medium' })

  // The offered services (labels, prices, per person or per booking) come with the listing.
  const { slugs, listings } = useCartListings(cart, lang)
  const servicesOf = (item: CartItem): AdditionalService[] => {
    const listing = listings[slugs.indexOf(item.listing.slug)]
    return listing?.skus.find((sku) => sku.id === item.sku.id)?.additionalServices ?? []
  }

  const [initialDraft] = useState(() => loadParticipantsDraft(cart.id))
  const { form, failure, setFailure, showError, handleSubmit } = useServerForm<
    ConfigurationValues,
    { error: unknown }
  >({
    defaultValues: valuesOf(cart, initialDraft),
    validate: (values) => configurationErrors(cart, values, today, todayText),
    showErrorsOn: 'blur',
    center: true,
    onSubmit: async (value) => {
      setExpired(false)
      for (const [i, itemValues] of value.items.entries()) {
        const item = cart.items.find((x) => x.id === itemValues.itemId)
        if (!item || !needsConfiguration(item, servicesOf(item))) continue
        try {
          const updated = await updateCartItem(cart.id, item.id, itemInput(item, itemValues))
          storeCart(queryClient, updated, lang)
        } catch (error) {
          showError(error, itemServerFields(i))
          return
        }
      }
      await queryClient.invalidateQueries({ queryKey: checkoutQueries.all() })
      onDone()
    },
    failureOf: (error) => {
      if (!isExpired(error)) return { error }
      setExpired(true)
      return null
    },
  })

  const removal = usePersonRemoval({
    cart,
    lang,
    form,
    onStart: () => setFailure(null),
    onError: (error, i) => showError(error, itemServerFields(i)),
  })

  const saveLive = useLiveServices(cart.id, lang, (error) => {
    if (isExpired(error)) setExpired(true)
  })
  /** The services of item i as ticked now go to the cart, so the summary follows at once. */
  const saveServices = (i: number) => {
    const itemValues = form.state.values.items[i]
    if (!itemValues) return
    saveLive({
      itemId: itemValues.itemId,
      personServices: Object.fromEntries(
        itemValues.participants.map((p) => [p.id, p.additionalServiceIds]),
      ),
      bookingServiceIds: itemValues.bookingServiceIds,
    })
  }

  const items = useStore(form.store, (state) => state.values.items)
  // What is typed survives a reload: saved as a draft of this cart until the order is placed.
  useEffect(() => {
    saveParticipantsDraft(cart.id, draftOf(items))
  }, [cart.id, items])

  return {
    form,
    items,
    today,
    failure,
    expired,
    onHeld: () => setExpired(false),
    servicesOf,
    saveServices,
    handleSubmit,
    removal,
  }
}

export type ConfigurationState = ReturnType<typeof useConfiguration>
export type ConfigurationForm = ConfigurationState['form']
