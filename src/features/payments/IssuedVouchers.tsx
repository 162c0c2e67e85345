import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { IssuedVoucher, VoucherDetails } from '@/api/orders/schema'
import { formatDateTime, formatMoney } from '@/lib/format'
import { reportError } from '@/lib/reliability/error-reporting'
import './deposit.css'

const longDate = (date: string, lang: string) =>
  formatDateTime(`${date}T12:00:00Z`, lang, { dateStyle: 'long' })

/**
 * The gift vouchers bought with an order, on the success page and the booking page: each code
 * with its value, for whom and the message (when given), until when it is valid, and the voucher
 * as a PDF to print or pass on (texts of the `order` namespace).
 */
export function IssuedVouchers({
  vouchers,
  items,
  lang,
}: {
  vouchers: readonly IssuedVoucher[]
  items: readonly { id: string; voucherDetails?: VoucherDetails }[]
  lang: string
}) {
  const { t } = useTranslation('order')
  return (
    <ul className="issued-vouchers">
      {vouchers.map((voucher) => {
        const details = items.find((item) => item.id === voucher.itemId)?.voucherDetails
        return (
          <li key={voucher.code} className="issued-voucher">
            <p className="issued-voucher__code">
              {t('success.voucher', {
                code: voucher.code,
                amount: formatMoney(voucher.amount, lang),
              })}
            </p>
            {details?.recipientName ? (
              <p>{t('issued.for', { name: details.recipientName })}</p>
            ) : null}
            {details?.message ? (
              <p className="issued-voucher__message">
                {t('issued.message', { message: details.message })}
              </p>
            ) : null}
            {voucher.validUntil ? (
              <p>{t('issued.validUntil', { date: longDate(voucher.validUntil, lang) })}</p>
            ) : null}
            <VoucherPdfButton voucher={voucher} details={details} lang={lang} />
          </li>
        )
      })}
    </ul>
  )
}

function VoucherPdfButton({
  voucher,
  details,
  lang,
}: {
  voucher: IssuedVoucher
  details?: VoucherDetails
  lang: string
}) {
  const { t } = useTranslation('order')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const download = async () => {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      const { giftVoucherPdf } = await import('./voucher-pdf')
      const blob = await giftVoucherPdf({
        title: t('issued.pdfTitle'),
        amount: formatMoney(voucher.amount, lang),
        lines: [
          ...(details?.recipientName ? [t('issued.for', { name: details.recipientName })] : []),
          ...(details?.message ? [details.message] : []),
          t('issued.pdfCode', { code: voucher.code }),
          ...(voucher.validUntil
            ? [t('issued.validUntil', { date: longDate(voucher.validUntil, lang) })]
            : []),
        ],
      })
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `gift-voucher-${voucher.code}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      // No server is involved: a library or a chunk that failed to load.
      void reportError(error, { giftVoucher: voucher.code })
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary issued-voucher__pdf"
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        {t('issued.pdf', { code: voucher.code })}
      </button>
      {failed ? (
        <p className="issued-voucher__failed" role="alert">
          {t('issued.pdfFailed')}
        </p>
      ) : null}
    </>
  )
}
