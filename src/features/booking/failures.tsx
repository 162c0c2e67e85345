import { useEffect, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '@/lib/i18n'
import { prefetchWhenIdle } from '@/lib/idle'

type Texts = typeof import('./failure-texts')

let loaded: Texts | undefined
let loading: Promise<Texts> | undefined

/**
 * The failure messages (failure-texts.tsx), the message table and their texts: fetched on the
 * first failure, or when the browser is idle after the page has loaded, so that a visitor whose
 * connection drops later still reads what happened. A failed fetch is forgotten (tried again
 * on the next failure or when the connection is back).
 */
function loadFailureTexts(): Promise<Texts> {
  loading ??= Promise.all([import('./failure-texts'), ensureNamespaces('group', 'problems')]).then(
    ([module]) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Queues the failure messages for the idle moment after load (the booking section calls it). */
export function prefetchFailureTexts(): void {
  prefetchWhenIdle('booking-failures', loadFailureTexts)
}

/** The messages once fetched; `false` while they cannot be fetched (offline). */
function useFailureTexts(): Texts | false | undefined {
  const [texts, setTexts] = useState<Texts | false | undefined>(loaded)
  useEffect(() => {
    if (texts) return
    let live = true
    const load = () =>
      void loadFailureTexts().then(
        (module) => live && setTexts(module),
        () => live && setTexts(false),
      )
    load()
    window.addEventListener('online', load)
    return () => {
      live = false
      window.removeEventListener('online', load)
    }
  }, [texts])
  return texts
}

/**
 * Until the messages are there nothing shows (a moment); where they cannot be fetched, the lost
 * connection is said with the texts every page has (`errors`).
 */
function Fallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('errors')
  return (
    <p className="notice notice--error" role="alert">
      {t('connection.lost')}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        </>
      ) : null}
    </p>
  )
}

/** A read of the booking section failed (render it only then): what, why, and Try again. */
export function LoadFailure(props: ComponentProps<Texts['LoadFailure']>) {
  const texts = useFailureTexts()
  if (texts === undefined) return null
  return texts ? <texts.LoadFailure {...props} /> : <Fallback onRetry={props.onRetry} />
}

/** Adding to the cart failed (nothing without an error). */
export function AddError({ error }: { error: Error | null }) {
  return error ? <AddErrorText error={error} /> : null
}

function AddErrorText({ error }: { error: Error }) {
  const texts = useFailureTexts()
  if (texts === undefined) return null
  return texts ? <texts.AddError error={error} /> : <Fallback />
}
