import type { GenericSchema } from 'valibot'
import type { Operation } from './types'
import { pathParam } from './parts'
import { WithdrawalResultSchema } from '../../src/api/bookings/schema'
import {
  DepositItemSchema,
  DepositOfferSchema,
  DepositRuleSchema,
  DepositScheduleSchema,
  GiftVoucherLineSchema,
  ItemWithdrawalSchema,
  WithdrawalInputSchema,
  WithdrawalQuoteSchema,
  WithdrawalSchema,
} from '../../src/api/payments/schema'

/** Named schemas of deposits, gift vouchers and withdrawals (merged into components). */
export const PAYMENT_COMPONENTS = {
  DepositRule: DepositRuleSchema,
  DepositItem: DepositItemSchema,
  DepositOffer: DepositOfferSchema,
  DepositSchedule: DepositScheduleSchema,
  GiftVoucherLine: GiftVoucherLineSchema,
  ItemWithdrawal: ItemWithdrawalSchema,
  WithdrawalQuote: WithdrawalQuoteSchema,
  WithdrawalInput: WithdrawalInputSchema,
  Withdrawal: WithdrawalSchema,
  WithdrawalResult: WithdrawalResultSchema,
} satisfies Record<string, GenericSchema>

const BOOKING = pathParam('token', 'Booking page token (the link of the confirmation e-mail).')
const GONE = { 404: ['BOOKING_NOT_FOUND'], 410: ['BOOKING_LINK_EXPIRED'] }
const REFUSALS = [
  'NO_RIGHT_OF_WITHDRAWAL',
  'VOUCHER_REDEEMED',
  'ALREADY_WITHDRAWN',
  'TOO_LATE',
  'NOT_CHANGEABLE',
]

/** The right of withdrawal on the booking page; rules in docs/api/README.md. */
export const PAYMENT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/bookings/{token}/withdrawal-quote',
    operationId: 'getWithdrawalQuote',
    tag: 'Bookings',
    summary: 'What withdrawing items (right of withdrawal) refunds and which vouchers it voids.',
    description:
      'Items with a right of withdrawal (gift vouchers, goods bought by a consumer) name it in `items[].withdrawal`: 14 days after the purchase. Without `item` the quote covers every item withdrawable now. 409 NO_RIGHT_OF_WITHDRAWAL for an item without one (a dated activity: its cancellation policy applies), VOUCHER_REDEEMED when a gift voucher of the item was used, even partly, ALREADY_WITHDRAWN, TOO_LATE (`details.until`) after the period; 422 on `item.{i}` for an unknown item.',
    params: [
      BOOKING,
      {
        name: 'item',
        in: 'query',
        description: 'Item ids to withdraw (repeatable); every withdrawable item when absent.',
        schema: { type: 'string' },
        repeat: true,
      },
    ],
    answer: { data: 'WithdrawalQuote' },
    errors: { ...GONE, 409: REFUSALS, 422: [] },
  },
  {
    method: 'post',
    path: '/bookings/{token}/withdrawal',
    operationId: 'withdrawFromContract',
    tag: 'Bookings',
    summary: 'Withdraws items from the contract, with the consumer’s confirmation.',
    description:
      'The booking token is the credential (no sign-in). `confirm` must be true: the confirmation step the page shows after the quote (422 on confirm otherwise). 201 with the withdrawal as received (an acknowledgement e-mail is sent at once, `acknowledgement.sentTo`) and the booking after it: the items are WITHDRAWN, their part leaves the total, the refund goes back the way it was paid (provider payments first, then onto the gift vouchers that paid), and their gift vouchers stop working (a redemption answers 422 VOUCHER_VOIDED). A booking with nothing left is CANCELLED. Refusals as the quote. Send an Idempotency-Key.',
    params: [BOOKING],
    body: 'WithdrawalInput',
    status: 201,
    answer: { data: 'WithdrawalResult' },
    errors: { ...GONE, 409: [...REFUSALS, 'IDEMPOTENCY_KEY_REUSED'], 422: [] },
  },
]
