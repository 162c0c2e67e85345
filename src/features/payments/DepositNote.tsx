import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositSchedule } from '@/api/payments/schema'
import { CalendarDownload } from '@/components/ui/deferred/CalendarDownload'
import { formatDateTime, formatMoney } from '@/lib/format'
import { dueDate } from './DepositChoice'
import './deposit.css'

/**
 * One sentence of a booking paid by deposit: what is paid, what is open and by when (texts of
 * the `order` namespace). The calendar file's description carries the same sentence.
 */
export function depositText(
  t: (key: string, values: Record<string, string>) => string,
  schedule: DepositSchedule,
  lang: string,
): string {
  const values = {
    deposit: formatMoney(schedule.deposit, lang),
    rest: formatMoney(schedule.rest, lang),
    date: dueDate(schedule.restDueAt, lang),
    cancelsAt: formatDateTime(schedule.cancelsAt, lang, { dateStyle: 'long', timeStyle: 'short' }),
  }
  return t(`deposit.status.${schedule.status}`, values)
}

/** The deposit's state on the success page and the booking page. */
export function DepositNote({ schedule, lang }: { schedule: DepositSchedule; lang: string }) {
  const { t } = useTranslation('order')
  const urgent = schedule.status === 'REMINDED' || schedule.status === 'FORFEITED'
  return (
    <p className={`deposit-note${urgent ? ' deposit-note--urgent' : ''}`}>
      {depositText(t, schedule, lang)}
    </p>
  )
}

/** The .ics download of a booking paid by deposit: each event's description says what is open. */
export function DepositCalendarDownload({
  schedule,
  lang,
  ...props
}: Omit<ComponentProps<typeof CalendarDownload>, 'note'> & {
  schedule: DepositSchedule
  lang: string
}) {
  const { t } = useTranslation('order')
  return <CalendarDownload {...props} note={depositText(t, schedule, lang)} />
}
