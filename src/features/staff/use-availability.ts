import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { setAvailability } from '@/api/staff/api'
import { contradictionOf, inPattern } from '@/api/staff/availability-rules'
import {
  AvailabilityInputSchema,
  type AvailabilityInput,
  type AvailabilityValue,
  type StaffAvailability,
  type TimeOfDay,
} from '@/api/staff/schema'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { useShopConfig } from '@/api/config'
import { addDays, applyChange, mergeDays, monthRange, todayIn, weekdayOf } from './calendar'
import { staffQueries } from './queries'
import { useUnsaved } from './use-unsaved'

export interface Selection {
  from: string
  to: string
}

/** Why a change is not sent: it reaches into the past, or contradicts a day's other setting. */
export type Refusal =
  | { kind: 'past' }
  | { kind: 'contradiction'; date: string; part: TimeOfDay; current: AvailabilityValue }

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
}

/**
 * The availability page's state: the month's days, the selected range (pointer or keyboard,
 * with a roving focus in the grid), the value, time of day and weekdays to set, and saving
 * them at once on screen, rolled back with a message when the save fails. A change that an
 * ended session refused is set again after sign-in, not saved until applied.
 */
export function useAvailability(asked: string | undefined) {
  const { t } = useTranslation('staff')
  const config = useShopConfig()
  const today = todayIn(config.timeZone)
  const month = asked ?? today.slice(0, 7)
  const { from, to } = monthRange(month)
  const query = useQuery({
    ...staffQueries.availability(from, to),
    placeholderData: keepPreviousData,
  })
  const queryClient = useQueryClient()

  const unsaved = useUnsaved<AvailabilityInput>('availability')
  const [restored] = useState(() => {
    const kept = v.safeParse(AvailabilityInputSchema, unsaved.restored)
    return kept.success ? kept.output : undefined
  })
  const [focused, setFocused] = useState(() => {
    if (restored?.from.startsWith(month)) return restored.from
    return today.startsWith(month) ? today : from
  })
  const [anchor, setAnchor] = useState(focused)
  const [selection, setSelection] = useState<Selection>(
    restored ? { from: restored.from, to: restored.to } : { from: focused, to: focused },
  )
  const [value, setValue] = useState<AvailabilityValue>(restored?.value ?? 'AVAILABLE')
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>(restored?.timeOfDay ?? 'DAY')
  const [weekdays, setWeekdays] = useState<number[]>(restored?.weekdays ?? [])
  const [status, setStatus] = useState(() => (restored ? t('availability.restored') : ''))
  const [failure, setFailure] = useState<string | null>(null)
  const grid = useRef<HTMLTableElement>(null)
  const moveFocus = useRef(false)

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const key = staffQueries.availability(from, to).queryKey
  const save = useMutation({
    mutationFn: setAvailability,
    meta: unsaved.meta,
    onMutate: async (input: AvailabilityInput) => {
      setFailure(null)
      setStatus('')
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<StaffAvailability>(key)
      if (before) queryClient.setQueryData(key, applyChange(before, input))
      return { before }
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
      setFailure(t('availability.rolledBack', { reason: problemMessage(t, error) }))
    },
    onSuccess: (saved) => {
      unsaved.saved()
      const now = queryClient.getQueryData<StaffAvailability>(key)
      if (now) queryClient.setQueryData(key, mergeDays(now, saved.days))
      setStatus(t('availability.applied'))
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...staffQueries.all(), 'availability'] }),
  })

  const days = new Map((query.data?.from === from ? query.data.days : []).map((d) => [d.date, d]))

  const choose = (date: string, extend: boolean) => {
    const start = extend ? anchor : date
    if (!extend) setAnchor(date)
    setSelection(start <= date ? { from: start, to: date } : { from: date, to: start })
    setFocused(date)
  }

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    let next: string | undefined
    const step = KEY_STEPS[event.key]
    if (step !== undefined) next = addDays(date, step)
    else if (event.key === 'Home') next = addDays(date, -((weekdayOf(date) + 6) % 7))
    else if (event.key === 'End') next = addDays(date, 6 - ((weekdayOf(date) + 6) % 7))
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(date, event.shiftKey)
      return
    } else return
    event.preventDefault()
    if (next < from || next > to) return
    moveFocus.current = true
    setFocused(next)
    if (event.shiftKey) choose(next, true)
  }

  /** The API's own rules, asked of the days on screen before anything is saved. */
  const refusal = (): Refusal | undefined => {
    if (selection.from < today) return { kind: 'past' }
    for (let date = selection.from; date <= selection.to; date = addDays(date, 1)) {
      const day = days.get(date)
      if (!day || !inPattern(weekdays, weekdayOf(date))) continue
      const part = contradictionOf(day, timeOfDay, value)
      if (part) return { kind: 'contradiction', date, part, current: day[part] }
    }
    return undefined
  }

  /** Saves the change, or says in `explain`'s words why it cannot be saved. */
  const apply = (explain: (refused: Refusal) => string) => {
    if (save.isPending) return
    const refused = refusal()
    setStatus('')
    setFailure(refused ? explain(refused) : null)
    if (refused) return
    save.mutate({
      from: selection.from,
      to: selection.to,
      timeOfDay,
      value,
      ...(weekdays.length ? { weekdays: [...weekdays].sort() } : {}),
    })
  }

  return {
    today,
    month,
    from,
    query,
    days,
    grid,
    focused,
    choose,
    onKey,
    selection,
    isSelected: (date: string) => date >= selection.from && date <= selection.to,
    /** A typed start (once a whole date): the end follows when it would come before. */
    setFrom: (date: string) => {
      if (isDate(date)) setSelection((s) => ({ from: date, to: s.to < date ? date : s.to }))
    },
    /** A typed end (once a whole date): the start follows when it would come after. */
    setTo: (date: string) => {
      if (isDate(date)) setSelection((s) => ({ from: s.from > date ? date : s.from, to: date }))
    },
    value,
    setValue,
    timeOfDay,
    setTimeOfDay,
    weekdays,
    toggleWeekday: (day: number, on: boolean) =>
      setWeekdays((list) => (on ? [...list, day] : list.filter((d) => d !== day))),
    apply,
    saving: save.isPending,
    status,
    failure,
  }
}

export type AvailabilityState = ReturnType<typeof useAvailability>
