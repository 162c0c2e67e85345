import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactBox } from './ContactBox'
import { OutcomeHeader } from './PaymentLinkPage'

/**
 * The booking expired unpaid (its payment window passed; for a split bill: the organiser never
 * paid their share): its places are released and nothing is due, so no amounts and no pay
 * button: plain words (locales/<lng>/expired.json, loaded with this chunk) and who to ask.
 */
export default function BookingExpired({
  header,
}: {
  header: { headingRef: RefObject<HTMLHeadingElement | null>; eyebrow?: string }
}) {
  const { t } = useTranslation('expired')
  return (
    <>
      <OutcomeHeader tone="neutral" icon="pending" role="status" {...header} heading={t('heading')}>
        <p>{t('hint')}</p>
      </OutcomeHeader>
      <ContactBox />
    </>
  )
}
