import * as v from 'valibot'
import { apiRequest } from '@/lib/http'
import {
  CodeChallengeSchema,
  IconListResponseSchema,
  MessageBodySchema,
  ResetTokenResponseSchema,
  STAFF_API_PREFIX,
  SignInResponseSchema,
  StaffAvailabilityResponseSchema,
  StaffProfileResponseSchema,
  StaffSessionResponseSchema,
  ICON_SERVICE_PATH,
  type AvailabilityInput,
  type CodeChallenge,
  type Icon,
  type ProfileInput,
  type SignInInput,
  type StaffAvailability,
  type StaffProfile,
  type StaffUser,
} from './schema'

const P = STAFF_API_PREFIX

/** The signed-in person, or 401. */
export async function getStaffSession(signal?: AbortSignal): Promise<StaffUser> {
  const answer = await apiRequest(`${P}/session`, { schema: StaffSessionResponseSchema, signal })
  return answer.data.user
}

export type SignInResult = { user: StaffUser } | CodeChallenge

/** Signs in, or answers that a code was sent (422 on `email` for wrong credentials). */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const answer = await apiRequest(`${P}/session`, {
    method: 'POST',
    body: input,
    schema: SignInResponseSchema,
  })
  return answer.data
}

export async function confirmCode(code: string): Promise<StaffUser> {
  const answer = await apiRequest(`${P}/session/code`, {
    method: 'POST',
    body: { code },
    schema: StaffSessionResponseSchema,
  })
  return answer.data.user
}

export async function resendCode(): Promise<CodeChallenge> {
  const answer = await apiRequest(`${P}/session/code/resend`, {
    method: 'POST',
    schema: v.object({ data: CodeChallengeSchema }),
  })
  return answer.data
}

export async function signOut(): Promise<void> {
  await apiRequest(`${P}/session`, { method: 'DELETE' })
}

export async function forgotPassword(email: string): Promise<string> {
  const answer = await apiRequest(`${P}/forgot-password`, {
    method: 'POST',
    body: { email },
    schema: MessageBodySchema,
  })
  return answer.message
}

/**
 * Whether a reset link can still set a password, asked when its page opens: an unknown, used or
 * expired token answers 404.
 */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<void> {
  await apiRequest(`${P}/reset-password/${encodeURIComponent(token)}`, {
    schema: ResetTokenResponseSchema,
    signal,
  })
}

export async function resetPassword(input: {
  token: string
  password: string
  passwordConfirmation: string
}): Promise<void> {
  await apiRequest(`${P}/reset-password`, {
    method: 'POST',
    body: input,
    schema: MessageBodySchema,
  })
}

export async function getProfile(signal?: AbortSignal): Promise<StaffProfile> {
  return (await apiRequest(`${P}/profile`, { schema: StaffProfileResponseSchema, signal })).data
}

export async function updateProfile(input: ProfileInput): Promise<StaffProfile> {
  const answer = await apiRequest(`${P}/profile`, {
    method: 'PUT',
    body: input,
    schema: StaffProfileResponseSchema,
  })
  return answer.data
}

export async function changePassword(input: {
  currentPassword: string
  password: string
  passwordConfirmation: string
}): Promise<void> {
  await apiRequest(`${P}/password`, { method: 'PUT', body: input })
}

export async function getAvailability(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<StaffAvailability> {
  const answer = await apiRequest(`${P}/availability`, {
    query: { from, to },
    schema: StaffAvailabilityResponseSchema,
    signal,
  })
  return answer.data
}

export async function setAvailability(input: AvailabilityInput): Promise<StaffAvailability> {
  const answer = await apiRequest(`${P}/availability`, {
    method: 'PUT',
    body: input,
    schema: StaffAvailabilityResponseSchema,
  })
  return answer.data
}

/**
 * Asks the icon service; the caller aborts it after 1500 ms (spec) and shows the local set.
 * The deadline is longer than that, so a late service is never asked a second time.
 */
export async function searchIcons(search: string, signal: AbortSignal): Promise<Icon[]> {
  const answer = await apiRequest(ICON_SERVICE_PATH, {
    query: { search },
    schema: IconListResponseSchema,
    signal,
    deadlineMs: 5000,
  })
  return answer.data
}
