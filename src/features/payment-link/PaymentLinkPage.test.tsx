import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { PaymentLink } from '@/api/payment-links'
import type { PaymentStatus } from '@/api/orders'
import { server } from '@/mocks/node'
import { renderApp } from '@/testing/render-app'

const LINK_API = '*/api/webshop/v1/payment-links/:token'
const chf = (amount: number) => ({ amount, currency: 'CHF' })

/** A link answer whose latest payment has the given status. */
function linkWith(status: PaymentStatus): { data: PaymentLink } {
  const paid = status === 'CONFIRMED'
  return {
    data: {
      token: 'pl-payable',
      state: paid ? 'PAID' : 'PAYABLE',
      expiresAt: '2030-01-01T00:00:00Z',
      booking: {
        code: 'AB-PAY01',
        pageToken: 'ord-partial',
        items: [],
        subtotal: chf(41700),
        vouchers: [],
        total: chf(41700),
        paid: chf(paid ? 41700 : 10000),
        openAmount: chf(paid ? 0 : 31700),
      },
      lastPayment: {
        id: 'pay_x',
        status,
        amount: chf(31700),
        createdAt: '2026-11-21T10:00:00+01:00',
      },
    },
  }
}

describe('payment link page (real route tree, mock API)', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="robots"]')?.remove()
    document.head.querySelector('meta[name="referrer"]')?.remove()
  })

  it('shows the booking, the amounts and a pay button; noindex and no referrer', async () => {
    await renderApp('/en/aftersales/payment/pl-payable')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking AB-PAY01' }),
    ).toBeInTheDocument()
    const amounts = screen.getByRole('region', { name: 'Amounts' })
    expect(amounts).toHaveTextContent(/Total\s*CHF\s417\.00/)
    expect(amounts).toHaveTextContent(/Already paid\s*CHF\s100\.00/)
    expect(amounts).toHaveTextContent(/Open amount\s*CHF\s317\.00/)
    expect(
      within(screen.getByRole('region', { name: 'Your booking' })).getByText(/13:30/),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: /Pay CHF\s317\.00 now/ })).toBeInTheDocument()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    )
  })

  it('an unknown and an expired link render exactly the same screen', async () => {
    const { unmount } = await renderApp('/en/aftersales/payment/pl-expired')
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This payment link has expired or does not exist.',
    })
    const expired = heading.closest('.payment-link')?.outerHTML
    unmount()
    await renderApp('/en/aftersales/payment/pl-does-not-exist')
    const unknown = (
      await screen.findByRole('heading', {
        level: 1,
        name: 'This payment link has expired or does not exist.',
      })
    ).closest('.payment-link')?.outerHTML
    // useId values differ between renders; everything else must not.
    const normalise = (html?: string) => html?.replace(/id="[^"]*"|aria-labelledby="[^"]*"/g, '')
    expect(normalise(unknown)).toBe(normalise(expired))
  })

  it('a malformed token is not sent to the API and looks like any unknown link', async () => {
    let asked = false
    server.use(
      http.get(LINK_API, () => {
        asked = true
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    await renderApp('/en/aftersales/payment/%3Cscript%3E')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This payment link has expired or does not exist.',
      }),
    ).toBeInTheDocument()
    expect(asked).toBe(false)
  })

  it('already paid and not payable online', async () => {
    const first = await renderApp('/en/aftersales/payment/pl-paid')
    expect(
      await screen.findByRole('heading', { name: 'This booking has already been paid in full.' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
    first.unmount()
    await renderApp('/en/aftersales/payment/pl-offline')
    expect(
      await screen.findByRole('heading', { name: 'This booking cannot be paid for online.' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
  })

  it('a server failure is the general error, not the router error screen; try again recovers', async () => {
    let calls = 0
    server.use(
      http.get(LINK_API, () => {
        calls += 1
        return calls <= 2 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined
      }),
    )
    await renderApp('/en/aftersales/payment/pl-payable')
    // The page says what happened: a server failure, not an unknown error.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unfortunately a server error occurred. Please try again later.',
      }),
    ).toBeInTheDocument()
    expect(calls).toBe(2)
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking AB-PAY01' }),
    ).toBeInTheDocument()
  })

  it('leaving the page restores the referrer policy and drops noindex', async () => {
    const meta = document.createElement('meta')
    meta.name = 'referrer'
    meta.content = 'strict-origin-when-cross-origin'
    document.head.appendChild(meta)
    const { router } = await renderApp('/en/aftersales/payment/pl-payable')
    await screen.findByRole('heading', { level: 1, name: 'Booking AB-PAY01' })
    expect(meta.content).toBe('no-referrer')
    await router.navigate({ href: '/en/imprint' })
    await waitFor(() => expect(meta.content).toBe('strict-origin-when-cross-origin'))
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it('back from the provider before it confirmed: waits, then shows success', async () => {
    let calls = 0
    server.use(
      http.get(LINK_API, () => {
        calls += 1
        return HttpResponse.json(linkWith(calls === 1 ? 'PENDING' : 'CONFIRMED'))
      }),
    )
    await renderApp('/en/aftersales/payment/pl-payable?payment=pay_x&result=success')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is being confirmed' }),
    ).toBeInTheDocument()
    const success = await screen.findByRole(
      'heading',
      { level: 1, name: 'Payment successful' },
      { timeout: 4000 },
    )
    await waitFor(() => expect(success).toHaveFocus())
  })

  it('a result hint alone is not trusted: a payable link stays payable', async () => {
    await renderApp('/en/aftersales/payment/pl-payable?payment=pay_forged&result=success')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking AB-PAY01' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument()
  })

  it('paid meanwhile (409 NO_OPEN_AMOUNT on pay): shows already paid', async () => {
    server.use(
      http.post(`${LINK_API}/payments`, () =>
        HttpResponse.json(
          { message: 'This booking has been paid in full.', code: 'NO_OPEN_AMOUNT' },
          { status: 409 },
        ),
      ),
    )
    await renderApp('/en/aftersales/payment/pl-payable')
    await userEvent.click(await screen.findByRole('button', { name: /Pay CHF\s317\.00 now/ }))
    const paid = await screen.findByRole('heading', {
      level: 1,
      name: 'This booking has already been paid in full.',
    })
    await waitFor(() => expect(paid).toHaveFocus())
    expect(sessionStorage.getItem('payment-link:pl-payable:pay-intent')).toBeNull()
  })

  it('a guest’s share before the organiser has paid: not payable yet, no choice; check again finds it payable with card or TWINT', async () => {
    let organiserPaid = false
    server.use(
      http.get(LINK_API, () => {
        const link = linkWith('CANCELED').data
        return HttpResponse.json({
          data: {
            ...link,
            state: organiserPaid ? 'PAYABLE' : 'AWAITING_ORGANISER',
            booking: {
              ...link.booking,
              total: chf(20850),
              paid: chf(0),
              openAmount: chf(organiserPaid ? 20850 : 0),
            },
            lastPayment: null,
            // Only a payable link names its online methods.
            ...(organiserPaid ? { onlineMethods: ['CARD', 'TWINT'] } : {}),
            paymentPlan: {
              paidShares: organiserPaid ? 1 : 0,
              totalShares: 2,
              dueAt: '2030-01-01T00:00:00Z',
              share: 'OPEN',
            },
          },
        })
      }),
    )
    await renderApp('/en/aftersales/payment/pl-payable')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not payable yet' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/you can pay yours \(CHF\s208\.50\) with this link/)).toBeVisible()
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(await screen.findByText('0 of 2 shares paid')).toBeVisible()

    // Nothing changed yet: the page says it looked.
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    expect(
      await screen.findByText('Checked just now: the organiser has not paid their share yet.'),
    ).toBeVisible()

    organiserPaid = true
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Booking AB-PAY01' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('button', { name: /Pay CHF\s208\.50 now/ })).toBeInTheDocument()
    // Payable now: card or TWINT, as at checkout.
    const choice = screen.getByRole('group', { name: 'Pay online with' })
    expect(within(choice).getByRole('radio', { name: 'Card' })).toBeChecked()
    expect(within(choice).getAllByRole('radio')).toHaveLength(2)
  })

  it('pay refused with 409 AWAITING_ORGANISER: shows not payable yet, focused, no pay button', async () => {
    server.use(
      http.post(`${LINK_API}/payments`, () =>
        HttpResponse.json(
          {
            message: 'This share can be paid once the organiser has paid their own share.',
            code: 'AWAITING_ORGANISER',
          },
          { status: 409 },
        ),
      ),
    )
    await renderApp('/en/aftersales/payment/pl-payable')
    await userEvent.click(await screen.findByRole('button', { name: /Pay CHF\s317\.00 now/ }))
    const waiting = await screen.findByRole('heading', { level: 1, name: 'Not payable yet' })
    await waitFor(() => expect(waiting).toHaveFocus())
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
    expect(sessionStorage.getItem('payment-link:pl-payable:pay-intent')).toBeNull()
    // The organiser has paid meanwhile (the mock's link is payable): check again offers to pay.
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByRole('button', { name: /Pay CHF\s317\.00 now/ })).toBeInTheDocument()
  })

  it('a cancelled booking: nothing due, what is kept as the fee said, no pay button (de)', async () => {
    const cancelled = linkWith('CONFIRMED')
    cancelled.data.state = 'BOOKING_CANCELLED'
    cancelled.data.booking = { ...cancelled.data.booking, paid: chf(10000), openAmount: chf(0) }
    server.use(http.get(LINK_API, () => HttpResponse.json(cancelled)))
    await renderApp('/de/aftersales/payment/pl-payable')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Buchung wurde storniert.' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/^CHF\s100\.00 der bereits bezahlten Summe behalten wir als Stornogebühr;/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /CHF/ })).not.toBeInTheDocument()
  })

  it('pay refused with 409 BOOKING_CANCELLED: says the booking was cancelled, focused, no pay button', async () => {
    server.use(
      http.post(`${LINK_API}/payments`, () =>
        HttpResponse.json(
          { message: 'This booking has been cancelled.', code: 'BOOKING_CANCELLED' },
          { status: 409 },
        ),
      ),
    )
    await renderApp('/en/aftersales/payment/pl-payable')
    await userEvent.click(await screen.findByRole('button', { name: /Pay CHF\s317\.00 now/ }))
    const cancelled = await screen.findByRole('heading', {
      level: 1,
      name: 'This booking has been cancelled.',
    })
    await waitFor(() => expect(cancelled).toHaveFocus())
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument()
  })

  it.each([
    ['a lost connection', () => HttpResponse.error(), 'No connection to the server.'],
    [
      'an unexpected answer',
      () => HttpResponse.json({ data: {} }),
      'The server sent an unexpected',
    ],
  ])('tells %s apart from a server failure', async (_, answer, heading) => {
    server.use(http.get(LINK_API, answer))
    await renderApp('/en/aftersales/payment/pl-payable')
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('a lost answer to pay keeps the key, so trying again replays the same intent', async () => {
    const keys: (string | null)[] = []
    server.use(
      http.post(`${LINK_API}/payments`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return HttpResponse.json({ message: 'down' }, { status: 503 })
      }),
    )
    await renderApp('/en/aftersales/payment/pl-payable')
    await userEvent.click(await screen.findByRole('button', { name: /Pay CHF\s317\.00 now/ }))
    await screen.findByRole('heading', {
      level: 1,
      name: 'The server is not available. Please try again later.',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await userEvent.click(await screen.findByRole('button', { name: /Pay CHF\s317\.00 now/ }))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
  })

  describe('card or TWINT (the link’s onlineMethods), as at checkout', () => {
    /** Records what "pay" sends; the start itself fails (the provider is not the point here). */
    function recordPayments() {
      const bodies: Record<string, unknown>[] = []
      server.use(
        http.post(`${LINK_API}/payments`, async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>)
          return HttpResponse.json({ message: 'down' }, { status: 503 })
        }),
      )
      return bodies
    }

    it('shows the choice above the pay button, card first; TWINT chosen with the keyboard is sent', async () => {
      const bodies = recordPayments()
      await renderApp('/en/aftersales/payment/pl-payable')
      const choice = await screen.findByRole('group', { name: 'Pay online with' })
      const card = within(choice).getByRole('radio', { name: 'Card' })
      const twint = within(choice).getByRole('radio', { name: 'TWINT' })
      expect(card).toBeChecked()
      expect(twint).toHaveAccessibleDescription('Confirm in the TWINT app on your phone.')
      expect(within(choice).getByRole('img', { name: 'TWINT' })).toBeInTheDocument()
      const pay = screen.getByRole('button', { name: /Pay CHF\s317\.00 now/ })
      expect(choice.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

      // Keyboard only: Tab to the choice, arrow to TWINT, Tab to the button, Enter.
      card.focus()
      await userEvent.keyboard('{ArrowDown}')
      expect(twint).toBeChecked()
      expect(twint).toHaveFocus()
      await userEvent.tab()
      expect(pay).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).toEqual({ returnUrl: expect.any(String), onlineMethod: 'TWINT' })
    })

    it('while the payment starts the choice cannot change under it; after a failure it can again', async () => {
      let answer: () => void = () => {}
      server.use(
        http.post(`${LINK_API}/payments`, async () => {
          await new Promise<void>((resolve) => (answer = resolve))
          return HttpResponse.json({ message: 'down' }, { status: 503 })
        }),
      )
      await renderApp('/en/aftersales/payment/pl-payable')
      const choice = await screen.findByRole('group', { name: 'Pay online with' })
      await userEvent.click(within(choice).getByRole('radio', { name: 'TWINT' }))
      await userEvent.click(screen.getByRole('button', { name: /Pay CHF\s317\.00 now/ }))
      // Pressed while the payment starts: the choice stays as sent (and says it cannot change).
      const card = within(choice).getByRole('radio', { name: 'Card' })
      await waitFor(() => expect(card).toHaveAttribute('aria-disabled', 'true'))
      await userEvent.click(card)
      expect(within(choice).getByRole('radio', { name: 'TWINT' })).toBeChecked()
      expect(card).not.toBeChecked()
      answer()
      // Failed: the page says so; trying again offers the choice again, free.
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
      await waitFor(() =>
        expect(
          within(screen.getByRole('group', { name: 'Pay online with' })).getByRole('radio', {
            name: 'Card',
          }),
        ).not.toHaveAttribute('aria-disabled'),
      )
    })

    it('preselects the method of the link’s last payment: a declined TWINT payment is retried with TWINT', async () => {
      const failed = linkWith('FAILED').data
      server.use(
        http.get(LINK_API, () =>
          HttpResponse.json({
            data: {
              ...failed,
              onlineMethods: ['CARD', 'TWINT'],
              lastPayment: { ...failed.lastPayment!, method: 'TWINT' },
            },
          }),
        ),
      )
      const bodies = recordPayments()
      await renderApp('/en/aftersales/payment/pl-payable?payment=pay_x')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('radio', { name: 'TWINT' })).toBeChecked()
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).toMatchObject({ onlineMethod: 'TWINT' })
    })

    it('one method: no choice shows, and that method is sent', async () => {
      const bodies = recordPayments()
      // The mock's seed booked when the shop took cards only.
      await renderApp('/en/aftersales/payment/pl-extras')
      const pay = await screen.findByRole('button', { name: /^Pay CHF.* now$/ })
      expect(screen.queryByRole('group', { name: 'Pay online with' })).not.toBeInTheDocument()
      expect(screen.queryByRole('radio')).not.toBeInTheDocument()
      await userEvent.click(pay)
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).toMatchObject({ onlineMethod: 'CARD' })
    })

    it('a method the link no longer offers (422): said in the visitor’s language, the page stays and offers what is left', async () => {
      // The page was loaded while the shop offered TWINT; the mock's pl-extras (which
      // answers the payment) takes cards only.
      let offersTwint = true
      const sent: unknown[] = []
      server.use(
        http.get(LINK_API, () => {
          const onlineMethods = offersTwint ? ['CARD', 'TWINT'] : ['CARD']
          return HttpResponse.json({
            data: { ...linkWith('CANCELED').data, lastPayment: null, onlineMethods },
          })
        }),
        http.post(`${LINK_API}/payments`, async ({ request }) => {
          sent.push(await request.clone().json())
          offersTwint = false
          return undefined
        }),
      )
      await renderApp('/fr/aftersales/payment/pl-extras')
      await userEvent.click(await screen.findByRole('radio', { name: 'TWINT' }))
      await userEvent.click(
        screen.getByRole('button', { name: /^Payer\s317\.00\sCHF\smaintenant$/ }),
      )
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Le moyen de paiement choisi n’est pas disponible pour cette réservation.',
      )
      expect(sent).toEqual([expect.objectContaining({ onlineMethod: 'TWINT' })])
      // Still the booking's page, its methods read again: cards only now, so no choice.
      expect(screen.getByRole('heading', { level: 1, name: 'Réservation AB-PAY01' })).toBeVisible()
      await waitFor(() => expect(screen.queryByRole('radio')).not.toBeInTheDocument())
      expect(
        screen.getByRole('button', { name: /^Payer\s317\.00\sCHF\smaintenant$/ }),
      ).toBeInTheDocument()
      expect(sessionStorage.getItem('payment-link:pl-extras:pay-intent')).toBeNull()
    })
  })
})
