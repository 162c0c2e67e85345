import type {
  AvailabilityDay,
  AvailabilityValue,
  StaffProfile,
  TimeOfDay,
} from '../../api/staff/schema'
import { randomToken } from './random'
import type { Hits } from './rate-limit'
import { perSession } from './per-session'
import { addDays } from './time'

/**
 * The staff area's data of one mock session (each Playwright test has its own): staff users,
 * the mails the backend "sent" (codes, reset links), reset tokens and availability. Expiry
 * counts on the session's mock clock.
 */
export interface StaffUserRecord extends StaffProfile {
  password: string
  /** Sign-in needs a confirmation code sent by this channel. */
  codeBy?: 'email' | 'sms'
  /** Laravel's remember_token: a new one on sign-out and password reset ends old recallers. */
  rememberToken: string
}

export interface StaffMail {
  to: string
  kind: 'code' | 'reset'
  /** The code or the reset token. */
  secret: string
  at: number
}

export interface StaffState {
  users: StaffUserRecord[]
  outbox: StaffMail[]
  /** Reset token → e-mail and expiry. */
  resetTokens: Map<string, { email: string; expires: number }>
  /** By e-mail, then date: the values set (unset times of day are UNKNOWN). */
  availability: Map<string, Map<string, Partial<Record<TimeOfDay, AvailabilityValue>>>>
  /** Attempts per limiter key (sign-in, code, re-send, forgot password). */
  hits: Hits
}

export const CODE_MINUTES = 10
/** Wrong codes after which a code stops working: a new one must be requested. */
export const CODE_TRIES = 5
export const RESET_MINUTES = 60

/** The demo accounts (mock only; a real backend has its own users). */
export const MOCK_STAFF = {
  name: 'Anna Alpenblick',
  email: 'staff@alpenblick.example',
  password: 'alpenblick-staff',
} as const
export const MOCK_STAFF_WITH_CODE = {
  name: 'Bruno Berger',
  email: 'code@alpenblick.example',
  password: 'Alpenblick-Code1',
} as const

function seedUsers(): StaffUserRecord[] {
  return [
    {
      firstname: 'Anna',
      surname: 'Alpenblick',
      email: MOCK_STAFF.email,
      phone: '+41799000011',
      language: 'de',
      color: '#1d4ed8',
      icon: 'mountain',
      password: MOCK_STAFF.password,
      rememberToken: randomToken(),
    },
    {
      firstname: 'Bruno',
      surname: 'Berger',
      email: MOCK_STAFF_WITH_CODE.email,
      phone: '+41799000012',
      language: 'en',
      color: '#9d174d',
      icon: 'boat',
      password: MOCK_STAFF_WITH_CODE.password,
      codeBy: 'sms',
      rememberToken: randomToken(),
    },
  ]
}

function seedAvailability(seedDay: string): StaffState['availability'] {
  // Anna: available the next working days, a maybe and a day off, from the seed day on.
  const days = new Map<string, Partial<Record<TimeOfDay, AvailabilityValue>>>()
  days.set(addDays(seedDay, 1), { DAY: 'AVAILABLE' })
  days.set(addDays(seedDay, 2), { AM: 'AVAILABLE', PM: 'MAYBE' })
  days.set(addDays(seedDay, 3), { DAY: 'UNAVAILABLE' })
  return new Map([[MOCK_STAFF.email, days]])
}

/** The staff data of a mock session, seeded lazily (and again after a reseed). */
export const staffState = perSession((db): StaffState => ({
  users: seedUsers(),
  outbox: [],
  resetTokens: new Map(),
  availability: seedAvailability(db.seedDay),
  hits: new Map(),
}))

export function findUser(state: StaffState, email: string): StaffUserRecord | undefined {
  const wanted = email.trim().toLowerCase()
  return state.users.find((user) => user.email.toLowerCase() === wanted)
}

export const displayName = (user: StaffProfile) => `${user.firstname} ${user.surname}`

/** Six digits, as a code sent by e-mail or SMS. */
export function newCode(): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000
  return String(digits).padStart(6, '0')
}

export function send(state: StaffState, mail: StaffMail): void {
  state.outbox.push(mail)
  if (state.outbox.length > 50) state.outbox.shift()
}

/** Every day from `from` to `to` with its three values. */
export function availabilityDays(
  state: StaffState,
  email: string,
  from: string,
  to: string,
): AvailabilityDay[] {
  const set = state.availability.get(email)
  const days: AvailabilityDay[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const values = set?.get(date) ?? {}
    days.push({
      date,
      AM: values.AM ?? 'UNKNOWN',
      DAY: values.DAY ?? 'UNKNOWN',
      PM: values.PM ?? 'UNKNOWN',
    })
  }
  return days
}
