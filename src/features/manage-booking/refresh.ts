import { useEffect } from 'react'
import { useRefreshBooking } from '@/api/bookings'
import { isApiError } from '@/lib/http'

/** A quote refused as too late or not changeable: read the booking again to show why. */
export function useRefreshWhenRefused(token: string, error: unknown): void {
  const refresh = useRefreshBooking(token)
  const refused = isApiError(error) && error.status === 409 && error.code !== 'SOLD_OUT'
  useEffect(() => {
    if (refused) void refresh()
  }, [refused, refresh])
}
