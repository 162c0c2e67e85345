import type { GenericSchema } from 'valibot'
import {
  AvailabilityInputSchema,
  CodeChallengeSchema,
  CodeInputSchema,
  ForgotPasswordInputSchema,
  ICON_SERVICE_PATH,
  IconSchema,
  MAX_RANGE_DAYS,
  PasswordChangeInputSchema,
  ProfileInputSchema,
  ResetPasswordInputSchema,
  ResetTokenSchema,
  STAFF_API_PREFIX,
  SignInInputSchema,
  StaffAvailabilitySchema,
  StaffProfileSchema,
  StaffSessionSchema,
  StaffUserSchema,
} from '../../src/api/staff/schema'
import { ref } from './parts'

/** The staff area's named schemas (merged into the document's components). */
export const STAFF_COMPONENTS = {
  StaffUser: StaffUserSchema,
  StaffSession: StaffSessionSchema,
  SignInInput: SignInInputSchema,
  CodeChallenge: CodeChallengeSchema,
  CodeInput: CodeInputSchema,
  ForgotPasswordInput: ForgotPasswordInputSchema,
  ResetPasswordInput: ResetPasswordInputSchema,
  ResetToken: ResetTokenSchema,
  PasswordChangeInput: PasswordChangeInputSchema,
  StaffProfile: StaffProfileSchema,
  ProfileInput: ProfileInputSchema,
  StaffAvailability: StaffAvailabilitySchema,
  AvailabilityInput: AvailabilityInputSchema,
  Icon: IconSchema,
} satisfies Record<string, GenericSchema>

const SESSION_ROUTE =
  'Session route (stateful `web` group, Sanctum SPA authentication): the session is found only by its cookie; a mutating call must send the CSRF token of that session (`X-XSRF-TOKEN` = the URL-decoded `XSRF-TOKEN` cookie) or gets 419. Never called from a widget frame.'
const AUTH_ROUTE = `${SESSION_ROUTE} Needs a signed-in session (or a valid remember cookie): 401 otherwise.`

const data = (schema: object) => ({
  type: 'object',
  required: ['data'],
  properties: { data: schema },
})
const jsonBody = (description: string, schema: object) => ({
  description,
  content: { 'application/json': { schema } },
})
const LANG = { $ref: '#/components/parameters/AcceptLanguage' }
const XSRF = { $ref: '#/components/parameters/SessionXsrfToken' }
const R401 = jsonBody('Not signed in: `{"message": "Unauthenticated."}`.', ref('Message'))
const R419 = { $ref: '#/components/responses/CsrfMismatch' }
/** The attempt limits of docs/api/README.md, "Rate limits". */
const r429 = (limit: string) => ({
  ...jsonBody(
    `Too many attempts (${limit}): \`{"message": …, "code": "TOO_MANY_REQUESTS"}\`; wait the seconds of \`Retry-After\`.`,
    ref('Message'),
  ),
  headers: {
    'Retry-After': { description: 'Seconds until the next attempt.', schema: { type: 'integer' } },
  },
})
const r422 = (more = '') =>
  jsonBody(
    `Validation failed: \`errors\` maps dot paths to texts in the request language.${more ? ` ${more}` : ''}`,
    ref('ValidationError'),
  )

interface Op {
  id: string
  summary: string
  auth?: boolean
  body?: string
  params?: object[]
  responses: Record<string, object>
}

function op(method: string, { id, summary, auth, body, params, responses }: Op) {
  const mutating = method !== 'get'
  return {
    operationId: id,
    tags: ['Staff'],
    summary,
    description: auth ? AUTH_ROUTE : SESSION_ROUTE,
    parameters: [LANG, ...(mutating ? [XSRF] : []), ...(params ?? [])],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(body) } } } }
      : {}),
    responses: {
      ...responses,
      ...(auth ? { '401': R401 } : {}),
      ...(mutating ? { '419': R419 } : {}),
    },
  }
}

const signedIn = jsonBody(
  'Signed in (session id and CSRF token regenerated).',
  data(ref('StaffSession')),
)
const dateParam = (name: string, description: string) => ({
  name,
  in: 'query',
  required: true,
  description,
  schema: { type: 'string', format: 'date' },
})
const availabilityAnswer = jsonBody(
  'Every day of the range with its value per time of day (UNKNOWN: not set).',
  data(ref('StaffAvailability')),
)
const P = STAFF_API_PREFIX

/** The staff area's paths: one block of the contract (docs/api/README.md, "Staff area"). */
export const staffPaths = () => ({
  [`${P}/session`]: {
    get: op('get', {
      id: 'getStaffSession',
      summary: 'The signed-in staff member of this session.',
      auth: true,
      responses: { '200': jsonBody('Signed in.', data(ref('StaffSession'))) },
    }),
    post: op('post', {
      id: 'signInStaff',
      summary:
        'Signs in with e-mail and password (`remember`: a remember cookie for 400 days). An account with a confirmation code step answers a CodeChallenge instead and sends the code (valid 10 minutes).',
      body: 'SignInInput',
      responses: {
        '200': jsonBody(
          'Signed in (StaffSession), or a code was sent (CodeChallenge: no user yet).',
          data({ oneOf: [ref('StaffSession'), ref('CodeChallenge')] }),
        ),
        '422': r422('Wrong credentials: on `email`.'),
        '429': r429('5 failed a minute per e-mail and address, 20 per address'),
      },
    }),
    delete: op('delete', {
      id: 'signOutStaff',
      summary:
        'Signs out: invalidates the session, regenerates the CSRF token, clears the remember cookie and cycles the remember token.',
      responses: { '204': { description: 'Signed out.' } },
    }),
  },
  [`${P}/session/code`]: {
    post: op('post', {
      id: 'confirmStaffCode',
      summary: 'Completes a sign-in with the code sent for it.',
      body: 'CodeInput',
      responses: {
        '200': signedIn,
        '422': r422(
          'Wrong, old or replaced code, or no sign-in waiting: on `code` ("The code is invalid or has expired. Request a new code."). The fifth wrong code ends the code: a new one must be requested.',
        ),
      },
    }),
  },
  [`${P}/session/code/resend`]: {
    post: op('post', {
      id: 'resendStaffCode',
      summary: 'Sends a new code for the waiting sign-in; the previous code stops working.',
      responses: {
        '202': jsonBody('Sent.', data(ref('CodeChallenge'))),
        '422': r422('No sign-in waits for a code: on `code`.'),
        '429': r429('3 per 15 minutes per account'),
      },
    }),
  },
  [`${P}/forgot-password`]: {
    post: op('post', {
      id: 'forgotStaffPassword',
      summary:
        'Sends a reset link (token valid 60 minutes) if the address has an account; the answer is the same either way.',
      body: 'ForgotPasswordInput',
      responses: {
        '202': jsonBody(
          '`{"message": …}`, the same for every well-formed address.',
          ref('Message'),
        ),
        '422': r422(),
        '429': r429('3 an hour per e-mail, 10 per address'),
      },
    }),
  },
  [`${P}/reset-password`]: {
    post: op('post', {
      id: 'resetStaffPassword',
      summary:
        'Sets a new password with a reset token (8+ characters, a lower-case and an upper-case letter; `passwordConfirmation` must match). Uses up every token of the account and cycles the remember token.',
      body: 'ResetPasswordInput',
      responses: {
        '200': jsonBody('`{"message": …}`', ref('Message')),
        '422': r422('Unknown, used or expired token: on `token`.'),
      },
    }),
  },
  [`${P}/reset-password/{token}`]: {
    get: op('get', {
      id: 'getStaffResetToken',
      summary:
        'Whether a reset link can still set a password, so its page can say at once when it cannot. Changes nothing.',
      params: [
        {
          name: 'token',
          in: 'path',
          required: true,
          description: 'The token of the mailed link.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': jsonBody('Usable until `expiresAt`.', data(ref('ResetToken'))),
        '404': jsonBody(
          'Unknown, used or expired token: `{"message": …}` in the request language.',
          ref('Message'),
        ),
      },
    }),
  },
  [`${P}/profile`]: {
    get: op('get', {
      id: 'getStaffProfile',
      summary: 'The signed-in person’s profile.',
      auth: true,
      responses: { '200': jsonBody('Profile.', data(ref('StaffProfile'))) },
    }),
    put: op('put', {
      id: 'updateStaffProfile',
      summary:
        'Replaces the profile. `phone` international (libphonenumber; stored E.164, empty allowed); `color` needs 4.5:1 contrast with white text; `email` unique.',
      auth: true,
      body: 'ProfileInput',
      responses: { '200': jsonBody('Saved.', data(ref('StaffProfile'))), '422': r422() },
    }),
  },
  [`${P}/password`]: {
    put: op('put', {
      id: 'changeStaffPassword',
      summary: 'Changes the password; needs the current one.',
      auth: true,
      body: 'PasswordChangeInput',
      responses: {
        '204': { description: 'Changed.' },
        '422': r422('Wrong current password: on `currentPassword`.'),
      },
    }),
  },
  [`${P}/availability`]: {
    get: op('get', {
      id: 'getStaffAvailability',
      summary: `The signed-in person’s availability from \`from\` to \`to\` (at most ${MAX_RANGE_DAYS} days).`,
      auth: true,
      params: [dateParam('from', 'First day.'), dateParam('to', 'Last day (not before `from`).')],
      responses: {
        '200': availabilityAnswer,
        '422': r422(
          'Bad range: on `to`. A range starting before today (the shop’s time zone): on `from`. A whole day and its morning or afternoon that would be AVAILABLE and UNAVAILABLE at once, on any day of the change: on `value`, nothing saved.',
        ),
      },
    }),
    put: op('put', {
      id: 'setStaffAvailability',
      summary: `Sets one value for one time of day on every day of a range (at most ${MAX_RANGE_DAYS} days), or with \`weekdays\` (0-6, Sunday first) only on those weekdays; UNKNOWN clears. Answers the whole range as it now is.`,
      auth: true,
      body: 'AvailabilityInput',
      responses: { '200': availabilityAnswer, '422': r422('Bad range: on `to`.') },
    }),
  },
  [ICON_SERVICE_PATH]: {
    get: {
      operationId: 'searchIcons',
      tags: ['Staff'],
      summary:
        'The icon service (a local endpoint): icons matching `search` by name or label. Stateless. The app waits 1500 ms and then uses its local set.',
      parameters: [
        LANG,
        {
          name: 'search',
          in: 'query',
          description: 'Part of a name or label.',
          schema: { type: 'string' },
        },
      ],
      responses: { '200': jsonBody('Icons.', data({ type: 'array', items: ref('Icon') })) },
    },
  },
})
