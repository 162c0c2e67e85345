import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { AvailabilityStatus } from '@/api/listings'

/** "Available", "Only 2 seats left", "Sold out", "On request", "Closed". */
export function useStatusText() {
  const { t } = useTranslation('booking')
  return useCallback(
    (status: AvailabilityStatus, amountLeft?: number) => {
      switch (status) {
        case 'AVAILABLE':
          return t('status.available')
        case 'STOCK_LOW':
          return t('status.stockLow', { count: amountLeft ?? 0 })
        case 'SOLD_OUT':
          return t('status.soldOut')
        case 'UPON_REQUEST':
          return t('status.onRequest')
        case 'CLOSED':
          return t('status.closed')
      }
    },
    [t],
  )
}
