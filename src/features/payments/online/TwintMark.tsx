import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * TWINT's name as a mark: the word on a dark badge, drawn here (no artwork copied from TWINT's
 * brand portal, whose licence is for partners), with the name as real text so it is read,
 * translated and zoomed like any text. The accessible name is "TWINT".
 */
export function TwintMark({
  className,
  ns = 'order',
}: {
  className?: string
  /** The page's namespace with `online.methods.TWINT`. */
  ns?: 'order' | 'payment'
}) {
  const { t } = useTranslation(ns)
  const titleId = useId()
  return (
    <svg
      className={className}
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 72 28"
      width="72"
      height="28"
      focusable="false"
    >
      <title id={titleId}>{t('online.methods.TWINT')}</title>
      <rect width="72" height="28" rx="6" fill="#000" />
      <text
        x="36"
        y="19.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="15"
        fontWeight="700"
        letterSpacing="1"
        aria-hidden="true"
      >
        {t('online.methods.TWINT')}
      </text>
    </svg>
  )
}
