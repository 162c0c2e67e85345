import { useEffect, useSyncExternalStore, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '@/lib/i18n'
import { prefetchWhenIdle } from '@/lib/loading/idle'

type Texts = typeof import('./failure-texts')

/**
 * The failure messages (failure-texts.tsx), the message table and their texts: fetched on the
 * first failure, or when the browser is idle after the page has loaded, so that a visitor whose
 * connection drops later still reads what happened. One state for every message of the page:
 * `undefined` until they are there, `false` while they cannot be fetched (offline: fetched
 * again when the connection is back).
 */
let state: Texts | false | undefined
let pending: Promise<unknown> | undefined
const listeners = new Set<() => void>()

function settle(next: Texts | false) {
  state = next
  for (const listener of listeners) listener()
}

function loadFailureTexts(): Promise<unknown> {
  pending ??= Promise.all([import('./failure-texts'), ensureNamespaces('group', 'problems')]).then(
    ([module]) => settle(module),
    () => {
      pending = undefined
      settle(false)
      window.addEventListener('online', () => void loadFailureTexts(), { once: true })
    },
  )
  return pending
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The messages for a component that shows one (asking for them on its first render). */
function useFailureTexts(): Texts | false | undefined {
  const current = useSyncExternalStore(subscribe, () => state)
  useEffect(() => {
    if (current === undefined) void loadFailureTexts()
  }, [current])
  return current
}

/** Queues the failure messages for the idle moment after load (the booking section calls it). */
export function prefetchFailureTexts(): void {
  prefetchWhenIdle('booking-failures', loadFailureTexts)
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
