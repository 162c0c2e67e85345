import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'
import { http } from 'msw'
import * as v from 'valibot'
import { contradictionOf, inPattern } from '../../api/staff/availability-rules'
import { readableUnderText } from '../../api/staff/colour'
import {
  AvailabilityInputSchema,
  ICON_SERVICE_PATH,
  MAX_RANGE_DAYS,
  PasswordChangeInputSchema,
  ProfileInputSchema,
} from '../../api/staff/schema'
import { SERVICE_ICONS } from '../data/icons'
import { message, requestLang, tr } from '../db/locale'
import { today } from '../db/lookup'
import { getDb } from '../db/session'
import { availabilityDays, findUser, staffState } from '../db/staff'
import { addDays, daysBetween, weekday } from '../db/time'
import { staffSessionHandlers } from './staff-session'
import {
  STAFF,
  body,
  currentUser,
  fieldError,
  noContent,
  profileOf,
  route,
  sessionUser,
  type StaffContext,
} from './staff-route'
import { json, validationError } from './utils'
import { validateBody } from './validate'

function rangeError(ctx: StaffContext, from: string, to: string): Response | undefined {
  const span = daysBetween(from, to)
  if (span < 0 || span >= MAX_RANGE_DAYS) return fieldError(ctx, 'to', 'staff.range')
  return undefined
}

const QuerySchema = v.object({
  from: v.pipe(v.string(), v.isoDate('validation.date')),
  to: v.pipe(v.string(), v.isoDate('validation.date')),
})

export const staffHandlers = [
  ...staffSessionHandlers,

  http.get(
    `${STAFF}/profile`,
    route(
      (ctx) => {
        return json({ data: profileOf(currentUser(ctx)!) })
      },
      { auth: true },
    ),
  ),

  http.put(
    `${STAFF}/profile`,
    route(
      async (ctx) => {
        const input = await body(ctx, ProfileInputSchema)
        if (!input.ok) return input.response
        const user = currentUser(ctx)!
        const value = input.value
        const errors: Record<string, string[]> = {}
        if (value.phone && !isValidPhoneNumber(value.phone)) {
          errors.phone = [message('validation.phone', ctx.lang)]
        }
        const other = findUser(ctx.state, value.email)
        if (other && other !== user) errors.email = [message('staff.emailTaken', ctx.lang)]
        if (!readableUnderText(value.color))
          errors.color = [message('staff.colorInvalid', ctx.lang)]
        if (Object.keys(errors).length) return validationError(errors)
        const phone = value.phone ? (parsePhoneNumberFromString(value.phone)?.number ?? '') : ''
        Object.assign(user, { ...value, email: value.email.toLowerCase(), phone })
        ctx.session.user = sessionUser(user)
        return json({ data: profileOf(user) })
      },
      { auth: true },
    ),
  ),

  http.put(
    `${STAFF}/password`,
    route(
      async (ctx) => {
        const input = await body(ctx, PasswordChangeInputSchema)
        if (!input.ok) return input.response
        const user = currentUser(ctx)!
        if (input.value.currentPassword !== user.password) {
          return fieldError(ctx, 'currentPassword', 'staff.currentPassword')
        }
        user.password = input.value.password
        return noContent()
      },
      { auth: true },
    ),
  ),

  http.get(
    `${STAFF}/availability`,
    route(
      (ctx) => {
        const url = new URL(ctx.request.url)
        const query = validateBody(QuerySchema, Object.fromEntries(url.searchParams), ctx.lang)
        if (!query.ok) return query.response
        const { from, to } = query.value
        const invalid = rangeError(ctx, from, to)
        if (invalid) return invalid
        const days = availabilityDays(ctx.state, ctx.session.user!.email, from, to)
        return json({ data: { from, to, days } })
      },
      { auth: true },
    ),
  ),

  http.put(
    `${STAFF}/availability`,
    route(
      async (ctx) => {
        const input = await body(ctx, AvailabilityInputSchema)
        if (!input.ok) return input.response
        const { from, to, timeOfDay, value, weekdays } = input.value
        const invalid = rangeError(ctx, from, to)
        if (invalid) return invalid
        // The past is a record, not a plan; a day cannot be both available and not.
        if (from < today(ctx.db)) return fieldError(ctx, 'from', 'staff.availabilityPast')
        const email = ctx.session.user!.email
        const store = ctx.state.availability.get(email) ?? new Map()
        for (let date = from; date <= to; date = addDays(date, 1)) {
          if (!inPattern(weekdays, weekday(date))) continue
          if (contradictionOf(store.get(date) ?? {}, timeOfDay, value))
            return fieldError(ctx, 'value', 'staff.availabilityContradiction')
        }
        ctx.state.availability.set(email, store)
        for (let date = from; date <= to; date = addDays(date, 1)) {
          if (!inPattern(weekdays, weekday(date))) continue
          const entry = { ...store.get(date) }
          if (value === 'UNKNOWN') delete entry[timeOfDay]
          else entry[timeOfDay] = value
          store.set(date, entry)
        }
        return json({ data: { from, to, days: availabilityDays(ctx.state, email, from, to) } })
      },
      { auth: true },
    ),
  ),

  // The icon service: stateless, searchable by name or label in the request language.
  http.get(`*${ICON_SERVICE_PATH}`, ({ request }) => {
    const lang = requestLang(request)
    const search = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase()
    const data = SERVICE_ICONS.map((icon) => ({ ...icon, label: tr(icon.label, lang) })).filter(
      (icon) => !search || icon.name.includes(search) || icon.label.toLowerCase().includes(search),
    )
    return json({ data })
  }),
]

/** Test control (mock only): the mails the mock "sent" to an address, newest last. */
export const staffControlHandlers = [
  http.get('*/api/__mock/staff/outbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to') ?? ''
    const state = staffState(getDb(request))
    return json({ data: state.outbox.filter((mail) => !to || mail.to === to) })
  }),
]
