import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Sku } from '@/api/listings'
import { afterCriticalWork } from '@/lib/loading/critical-work'
import { whenIdle } from '@/lib/loading/when-idle'
import { calendarOptions, daysWorthPrefetching, slotsOptions } from './dated-queries'
import { addMonths, firstShownDay, monthRange } from './dates'

/**
 * The calendar side of a dated offer: the shown month and its days, the chosen day's status
 * (also while another month is shown) and its slots, with what comes next fetched ahead.
 */
export function useDatedAvailability({
  slug,
  sku,
  date,
  today,
  blocks,
  places,
  next,
}: {
  slug: string
  sku: Sku
  /** The chosen day, if any. */
  date: string | undefined
  today: string
  blocks: number | undefined
  places: number
  /** The listing's next available date: the month shown first when no day is chosen. */
  next?: string
}) {
  const [month, setMonth] = useState(() => monthRange(date ?? firstShownDay(today, next)).from)
  const queryClient = useQueryClient()
  const calendarQuery = (first: string) => calendarOptions(slug, sku, first, blocks, places)
  const calendar = useQuery({ ...calendarQuery(month), placeholderData: keepPreviousData })
  // The chosen day's status, also while another month is shown.
  const chosenMonth = useQuery({
    ...calendarQuery(monthRange(date ?? today).from),
    enabled: Boolean(date),
  })
  const day = date ? chosenMonth.data?.find((d) => d.date === date) : undefined

  useEffect(() => {
    // The next month is likely the next click: have it ready (after the first days' slots).
    let live = true
    void afterCriticalWork().then(
      () => live && void queryClient.prefetchQuery(calendarQuery(addMonths(month, 1))),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- calendarQuery is derived from these
  }, [month, sku.id, blocks, places, slug, queryClient])

  const slotsQuery = (on: string) => slotsOptions(slug, sku, on, blocks, places)
  const slots = useQuery({
    ...slotsQuery(date ?? today),
    enabled: Boolean(date),
    placeholderData: keepPreviousData,
  })
  // The first available days' slots, fetched when the browser is idle once the month shows:
  // a click on one of them shows its slots at once.
  const shown = calendar.isPlaceholderData ? undefined : calendar.data
  useEffect(() => {
    const days = daysWorthPrefetching(shown)
    if (!days.length) return
    return whenIdle(() => days.forEach((day) => void queryClient.prefetchQuery(slotsQuery(day))))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- slotsQuery is derived from these
  }, [shown, sku.id, blocks, places, slug, queryClient])

  const daySlots = date && slots.data && !slots.isPlaceholderData ? slots.data : undefined
  return {
    month,
    setMonth,
    calendar,
    day,
    prefetchDay: (on: string) => void queryClient.prefetchQuery(slotsQuery(on)),
    slots,
    daySlots,
  }
}
