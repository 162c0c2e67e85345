import { Suspense, lazy, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '@/lib/i18n'

// The link, its QR code and the QR library load only when the visitor asks for them.
const HandoffPanel = lazy(() =>
  Promise.all([import('./HandoffPanel'), ensureNamespaces('handoff')]).then(([module]) => module),
)

/**
 * "Continue on another device": opens a panel with a link and a QR code that open the same
 * cart, with its hold, in another browser.
 */
export function HandoffButton({ cartId, lang }: { cartId: string; lang: string }) {
  // Loads the namespace when first shown (the drawer); the checkout's loader has it already.
  const { t, ready } = useTranslation('share')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!ready) return null
  return (
    <div className="handoff">
      <button
        type="button"
        className="link-button handoff__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {t('handoff.open')}
      </button>
      {open ? (
        <div id={panelId}>
          <Suspense fallback={<p role="status">{t('handoff.creating')}</p>}>
            <HandoffPanel cartId={cartId} lang={lang} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
