import * as v from 'valibot'

/**
 * The staff area's calls (docs/api/README.md, "Staff area"). All are session routes in
 * Laravel's stateful `web` group (Sanctum SPA cookie session): found by the session cookie,
 * mutations need the session's CSRF token (419 otherwise), 401 `{"message":"Unauthenticated."}`
 * without a signed-in session, 422 `{message, errors}` for bad input. Public shop calls never
 * use them, and they never run in a widget's frame.
 */
export const STAFF_API_PREFIX = '/api/staff/v1'
/** The icon service the specification mentions (a local endpoint; the app waits 1500 ms). */
export const ICON_SERVICE_PATH = '/api/icons/v1/icons'

export const StaffUserSchema = v.object({
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
})
export type StaffUser = v.InferOutput<typeof StaffUserSchema>

export const StaffSessionSchema = v.object({ user: StaffUserSchema })
export const StaffSessionResponseSchema = v.object({ data: StaffSessionSchema })

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.email('validation.email'),
)
const required = v.pipe(v.string(), v.nonEmpty('validation.required'))

export const SignInInputSchema = v.object({
  email,
  password: required,
  /** Keeps the sign-in beyond the browser session (Laravel's remember cookie). */
  remember: v.optional(v.boolean(), false),
})
export type SignInInput = v.InferOutput<typeof SignInInputSchema>

/** Sign-in answer when the account needs a confirmation code: no user yet. */
export const CodeChallengeSchema = v.object({
  codeRequired: v.literal(true),
  channel: v.picklist(['email', 'sms']),
  /** Where the code went, masked (e.g. `b•••@alpenblick.example`, `+41 •• ••• •• 12`). */
  destination: v.string(),
})
export type CodeChallenge = v.InferOutput<typeof CodeChallengeSchema>
export const SignInResultSchema = v.union([StaffSessionSchema, CodeChallengeSchema])
export const SignInResponseSchema = v.object({ data: SignInResultSchema })

export const CodeInputSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required')),
})

export const ForgotPasswordInputSchema = v.object({ email })

/** Password rule of the back office: 8+ characters, a lower-case and an upper-case letter. */
export const PASSWORD_MIN_LENGTH = 8
export const PasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('validation.required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'staff.passwordRules'),
  v.regex(/\p{Ll}/u, 'staff.passwordRules'),
  v.regex(/\p{Lu}/u, 'staff.passwordRules'),
)

const matches = (input: { password: string; passwordConfirmation: string }) =>
  input.password === input.passwordConfirmation

export const ResetPasswordInputSchema = v.pipe(
  v.object({ token: required, password: PasswordSchema, passwordConfirmation: required }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], matches, 'staff.passwordsMismatch'),
    ['passwordConfirmation'],
  ),
)

/** A reset link's token that can still set a password: until when. */
export const ResetTokenSchema = v.object({ expiresAt: v.pipe(v.string(), v.isoTimestamp()) })
export const ResetTokenResponseSchema = v.object({ data: ResetTokenSchema })

export const PasswordChangeInputSchema = v.pipe(
  v.object({
    currentPassword: required,
    password: PasswordSchema,
    passwordConfirmation: required,
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], matches, 'staff.passwordsMismatch'),
    ['passwordConfirmation'],
  ),
)

export const STAFF_LANGUAGES = ['de', 'en', 'fr'] as const
/** A colour as `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i
export const ICON_NAME = /^[a-z][a-z0-9-]{0,39}$/

export const StaffProfileSchema = v.object({
  firstname: v.string(),
  surname: v.string(),
  email: v.pipe(v.string(), v.email()),
  /** E.164 (`+41799000000`); empty when none. */
  phone: v.string(),
  language: v.picklist(STAFF_LANGUAGES),
  /** Marks the person in calendars, behind white text (contrast 4.5:1 at least). */
  color: v.pipe(v.string(), v.regex(HEX_COLOR)),
  icon: v.pipe(v.string(), v.regex(ICON_NAME)),
})
export type StaffProfile = v.InferOutput<typeof StaffProfileSchema>
export const StaffProfileResponseSchema = v.object({ data: StaffProfileSchema })

export const ProfileInputSchema = v.object({
  firstname: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(100)),
  surname: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(100)),
  email,
  phone: v.pipe(v.string(), v.trim()),
  language: v.picklist(STAFF_LANGUAGES, 'validation.invalid'),
  color: v.pipe(v.string(), v.regex(HEX_COLOR, 'staff.colorInvalid')),
  icon: v.pipe(v.string(), v.regex(ICON_NAME, 'validation.invalid')),
})
export type ProfileInput = v.InferOutput<typeof ProfileInputSchema>

/** Availability values (spec section 3); UNKNOWN is "not set". */
export const AVAILABILITY_VALUES = ['AVAILABLE', 'MAYBE', 'UNAVAILABLE', 'UNKNOWN'] as const
export type AvailabilityValue = (typeof AVAILABILITY_VALUES)[number]
export const TIMES_OF_DAY = ['AM', 'DAY', 'PM'] as const
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]
/** The longest range one call reads or writes. */
export const MAX_RANGE_DAYS = 366

const isoDate = v.pipe(v.string(), v.isoDate('validation.date'))
const value = v.picklist(AVAILABILITY_VALUES)

export const AvailabilityDaySchema = v.object({
  date: isoDate,
  AM: value,
  DAY: value,
  PM: value,
})
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>
export const StaffAvailabilitySchema = v.object({
  from: isoDate,
  to: isoDate,
  /** Every day from `from` to `to`, in order. */
  days: v.array(AvailabilityDaySchema),
})
export type StaffAvailability = v.InferOutput<typeof StaffAvailabilitySchema>
export const StaffAvailabilityResponseSchema = v.object({ data: StaffAvailabilitySchema })

export const AvailabilityInputSchema = v.object({
  from: isoDate,
  to: isoDate,
  timeOfDay: v.picklist(TIMES_OF_DAY, 'validation.invalid'),
  value: v.picklist(AVAILABILITY_VALUES, 'validation.invalid'),
  /** Weekly pattern: only these weekdays (0-6, Sunday first) of the range; all when absent. */
  weekdays: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6))),
      v.minLength(1, 'validation.required'),
    ),
  ),
})
export type AvailabilityInput = v.InferOutput<typeof AvailabilityInputSchema>

export const IconSchema = v.object({
  name: v.pipe(v.string(), v.regex(ICON_NAME)),
  label: v.string(),
  /** One SVG path in a 24×24 box. */
  path: v.pipe(v.string(), v.maxLength(4000)),
})
export type Icon = v.InferOutput<typeof IconSchema>
export const IconListResponseSchema = v.object({ data: v.array(IconSchema) })

/** Laravel's answers without a code: 419 (CSRF token mismatch) and 401 (Unauthenticated). */
export const MessageBodySchema = v.object({ message: v.string() })
