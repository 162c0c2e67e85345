import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OnlineMethod } from '@/api/orders'
import { TwintMark } from './TwintMark'

/** The namespaces holding the texts `online.legend`, `online.methods.*` and `online.hints.*`. */
export type OnlineMethodsNs = 'order' | 'payment'

/**
 * With "Pay now" chosen: the choice among the checkout's `onlineMethods` (nothing with fewer
 * than two), also on the payment link page with its own texts (`ns`). No style sheet of its
 * own, as a file costs the payment link more than its rules: the shop's controls draw the
 * radios, swiss.css and payment-link.css size the mark.
 */
export function OnlineMethods({
  methods,
  value,
  onChange,
  ns = 'order',
  disabled = false,
}: {
  methods: readonly OnlineMethod[]
  value: OnlineMethod | undefined
  onChange: (method: OnlineMethod) => void
  ns?: OnlineMethodsNs
  /** While the payment starts: the method on its way to the provider cannot change under it. */
  disabled?: boolean
}) {
  const { t } = useTranslation(ns)
  const base = useId()
  if (methods.length < 2) return null
  return (
    <fieldset className="field field--radios online-methods">
      <legend className="field__label">{t('online.legend')}</legend>
      <div className="field__options">
        {methods.map((method) => {
          const id = `${base}-${method}`
          return (
            <div key={method} className="field__option">
              <input
                id={id}
                type="radio"
                name="onlineMethod"
                value={method}
                checked={value === method}
                aria-describedby={`${id}-hint`}
                // Not `disabled`: a radio focused when the visitor pressed Enter keeps the focus
                // (as the pay buttons do with aria-disabled); the controlled choice does not move.
                aria-disabled={disabled || undefined}
                onChange={() => {
                  if (!disabled) onChange(method)
                }}
              />
              <div className="field__option-text">
                <label htmlFor={id} className="field__option-label">
                  {method === 'TWINT' ? (
                    <TwintMark className="online-methods__mark" ns={ns} />
                  ) : (
                    t(`online.methods.${method}`)
                  )}
                </label>
                <span id={`${id}-hint`} className="field__option-description">
                  {t(`online.hints.${method}`)}
                </span>
              </div>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
