import type { AvailabilityStatus } from '../../api/listings/schema'
import { lowestPrice, today } from './lookup'
import { STOCK_LOW_THRESHOLD, activeItems, itemQuantity } from './places'
import type { MockDb } from './session'
import { daysBetween, minutesOf, timeOfMinutes, weekday, zonedInstant } from './time'
import type { SeedListing, SeedSku } from './types'

export function isOpenDay(db: MockDb, listing: SeedListing, sku: SeedSku, date: string): boolean {
  if (!listing.season || !sku.schedule) return false
  if (date < today(db)) return false
  const offset = daysBetween(db.seedDay, date)
  if (offset < listing.season.from || offset > listing.season.to) return false
  return sku.schedule.weekdays.includes(weekday(date))
}

export interface SlotInfo {
  id: string
  date: string
  time: string
  endTime: string
  start: number
  end: number
  status: AvailabilityStatus
  amountLeft: number
  /** Minor units for the requested quantity/blocks (lowest variant), null when unknown. */
  price: number | null
}

export function slotId(skuId: string, date: string, time: string, blocks?: number): string {
  const base = `${skuId}_${date}_${time.replace(':', '')}`
  return blocks ? `${base}_${blocks}b` : base
}

export function parseSlotId(
  id: string,
): { skuId: string; date: string; time: string; blocks?: number } | undefined {
  const match = /^(.+)_(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})(?:_(\d+)b)?$/.exec(id)
  if (!match) return undefined
  const [, skuId = '', date = '', hh = '', mm = '', blocks] = match
  return { skuId, date, time: `${hh}:${mm}`, blocks: blocks ? Number(blocks) : undefined }
}

/** Places other guests booked before the session began (seed data), less those cancelled. */
function preBooked(db: MockDb, sku: SeedSku, date: string, time: string, capacity: number): number {
  const schedule = sku.schedule
  if (!schedule) return 0
  const offset = daysBetween(db.seedDay, date)
  const booked = (() => {
    if (schedule.fullAlways || schedule.full?.includes(offset)) return capacity
    const low = schedule.low?.find((l) => l.offset === offset && (!l.time || l.time === time))
    return low ? Math.max(0, capacity - low.left) : 0
  })()
  // Cancellations of those bookings (mock control) give places back.
  const returned = time ? (db.returnedPlaces.get(slotId(sku.id, date, time)) ?? 0) : 0
  return Math.max(0, booked - returned)
}

/**
 * The slots of one day. SLOTS: the fixed start times with places left. BLOCKS: every start
 * time (each startStepMinutes) at which `blocks` blocks fit the opening hours without
 * overlapping another booking of the same private service.
 */
export function slotsFor(
  db: MockDb,
  listing: SeedListing,
  sku: SeedSku,
  date: string,
  options: {
    quantity?: number
    blocks?: number
    exceptCartId?: string
    exceptItemId?: string
  } = {},
): SlotInfo[] {
  const schedule = sku.schedule
  if (!schedule || !isOpenDay(db, listing, sku, date)) return []
  const now = db.clock.now()
  const quantity = Math.max(1, options.quantity ?? 1)
  const items = activeItems(db, sku.id, options.exceptCartId).filter(
    (item) => item.date === date && item.id !== options.exceptItemId,
  )
  const fromPrice = lowestPrice(db, sku)

  if (sku.shape === 'SLOTS') {
    const capacity = schedule.capacity ?? 1
    return (schedule.times ?? []).flatMap((time): SlotInfo[] => {
      const start = zonedInstant(date, time)
      if (start <= now) return []
      const duration = sku.durationMinutes ?? 60
      const taken =
        preBooked(db, sku, date, time, capacity) +
        items.filter((item) => item.time === time).reduce((n, i) => n + itemQuantity(sku, i), 0)
      const left = Math.max(0, capacity - taken)
      return [
        {
          id: slotId(sku.id, date, time),
          date,
          time,
          endTime: timeOfMinutes(minutesOf(time) + duration),
          start,
          end: start + duration * 60_000,
          status: schedule.uponRequest
            ? 'UPON_REQUEST'
            : left < quantity
              ? 'SOLD_OUT'
              : left <= STOCK_LOW_THRESHOLD
                ? 'STOCK_LOW'
                : 'AVAILABLE',
          amountLeft: left,
          price: fromPrice === null ? null : fromPrice * quantity,
        },
      ]
    })
  }

  // BLOCKS: one guide or photographer, so bookings must not overlap.
  const blockMinutes = sku.blockMinutes ?? 60
  const blocks = Math.min(
    Math.max(options.blocks ?? sku.minBlocks ?? 1, sku.minBlocks ?? 1),
    sku.maxBlocks ?? 1,
  )
  const length = blocks * blockMinutes
  const dayStart = minutesOf(schedule.dayStart ?? '08:00')
  const dayEnd = minutesOf(schedule.dayEnd ?? '17:00')
  const dayBlocked = preBooked(db, sku, date, '', 1) > 0
  const busy = items.map((item) => {
    const from = minutesOf(item.time ?? '00:00')
    return [from, from + (item.blocks ?? 1) * blockMinutes] as const
  })
  const slots: SlotInfo[] = []
  for (let m = dayStart; m + length <= dayEnd; m += sku.startStepMinutes ?? 30) {
    const time = timeOfMinutes(m)
    const start = zonedInstant(date, time)
    if (start <= now) continue
    const free = !dayBlocked && busy.every(([from, to]) => m + length <= from || m >= to)
    const perPerson = sku.type === 'PRIVATE_SERVICE_PARTICIPANT'
    slots.push({
      id: slotId(sku.id, date, time, blocks),
      date,
      time,
      endTime: timeOfMinutes(m + length),
      start,
      end: start + length * 60_000,
      status: free ? 'AVAILABLE' : 'SOLD_OUT',
      amountLeft: free ? (perPerson ? (sku.maxParticipants ?? 1) : 1) : 0,
      price: fromPrice === null ? null : fromPrice * blocks * (perPerson ? quantity : 1),
    })
  }
  return slots
}

export interface DayInfo {
  date: string
  status: AvailabilityStatus
  amountLeft?: number
  priceFrom: number | null
}

export function dayInfo(
  db: MockDb,
  listing: SeedListing,
  sku: SeedSku,
  date: string,
  options: { quantity?: number; blocks?: number } = {},
): DayInfo {
  const priceFrom = lowestPrice(db, sku)
  if (!isOpenDay(db, listing, sku, date)) return { date, status: 'CLOSED', priceFrom }
  const slots = slotsFor(db, listing, sku, date, options)
  if (slots.length === 0) return { date, status: 'CLOSED', priceFrom }
  if (sku.schedule?.uponRequest) return { date, status: 'UPON_REQUEST', priceFrom }
  const open = slots.filter((slot) => slot.status !== 'SOLD_OUT')
  if (open.length === 0) {
    // Places left but fewer than the party needs: SOLD_OUT for this quantity, saying how many.
    const left = Math.max(0, ...slots.map((slot) => slot.amountLeft))
    return { date, status: 'SOLD_OUT', amountLeft: left, priceFrom }
  }
  const best = Math.max(...open.map((slot) => slot.amountLeft))
  if (sku.shape === 'SLOTS' && best <= STOCK_LOW_THRESHOLD) {
    return { date, status: 'STOCK_LOW', amountLeft: best, priceFrom }
  }
  return { date, status: 'AVAILABLE', priceFrom }
}
