import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Dark modules of a QR code as one SVG path (one unit per module, 4 modules of quiet zone). */
export function qrPath(isDark: (row: number, col: number) => boolean, size: number): string {
  const parts: string[] = []
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`)
    }
  }
  return parts.join('')
}

export async function qrModules(
  text: string,
  mode: 'Alphanumeric' | 'Byte' = 'Alphanumeric',
): Promise<{ path: string; size: number }> {
  // Loaded here only: no other page carries the QR code library.
  const { default: qrcode } = await import('qrcode-generator')
  // Type 0: the smallest version that holds the text; M: 15 % of a scratched screen recovers.
  const code = qrcode(0, 'M')
  code.addData(text, mode)
  code.make()
  const size = code.getModuleCount()
  return { path: qrPath((r, c) => code.isDark(r, c), size), size }
}

/** A QR code drawn from qrModules' path: black modules on white, crisp at any size. */
export function QrSvg({
  qr,
  label,
  testId,
}: {
  qr: { path: string; size: number }
  label: string
  testId: string
}) {
  const box = qr.size + 8
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  )
}

/**
 * The check-in code: the booking code as a QR code the activity's staff scan from the phone,
 * with the code in text beside it for reading aloud.
 */
export function CheckInCode({ code }: { code: string }) {
  const { t } = useTranslation('manage')
  const [qr, setQr] = useState<{ path: string; size: number; code: string } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let alive = true
    qrModules(code).then(
      (result) => alive && setQr({ ...result, code }),
      () => alive && setFailed(true),
    )
    return () => {
      alive = false
    }
  }, [code])
  const shown = qr?.code === code ? qr : null
  return (
    <section className="payment-card manage-checkin" aria-labelledby="manage-checkin-heading">
      <h2 id="manage-checkin-heading" className="payment-card__heading">
        {t('checkIn.heading')}
      </h2>
      <div className="manage-checkin__body">
        <div className="manage-checkin__qr">
          {shown ? (
            <QrSvg qr={shown} label={t('checkIn.qrLabel', { code })} testId="check-in-qr" />
          ) : failed ? null : (
            <span className="manage-checkin__placeholder" aria-hidden="true" />
          )}
        </div>
        <div>
          <p className="manage-checkin__code">{code}</p>
          <p className="manage-checkin__hint">{failed ? t('checkIn.failed') : t('checkIn.hint')}</p>
        </div>
      </div>
    </section>
  )
}
