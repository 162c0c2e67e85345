import type { Lang } from './locale'
import { perSession } from './per-session'
import type { MockDb } from './session'

/**
 * Mails the mock "sends" to customers (withdrawal acknowledgements, deposit reminders), for
 * tests to read at GET /api/__mock/outbox?to= (mock only, like the staff outbox).
 */
export interface CustomerMail {
  to: string
  kind: 'WITHDRAWAL_RECEIVED' | 'DEPOSIT_REMINDER' | 'DEPOSIT_FORFEITED'
  bookingCode: string
  lang: Lang
  subject: string
  text: string
  sentAt: string
}

export const customerOutbox = perSession((): CustomerMail[] => [])

export function sendCustomerMail(db: MockDb, mail: Omit<CustomerMail, 'sentAt'>, at: number) {
  const outbox = customerOutbox(db)
  outbox.push({ ...mail, sentAt: new Date(at).toISOString() })
  if (outbox.length > 100) outbox.shift()
}
