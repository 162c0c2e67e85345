import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { DefaultLayout } from '../DefaultLayout'

/**
 * "Page not found" inside the shop's own header and footer: the visitor keeps the language
 * switch, the way home and the legal links.
 */
export function ShopNotFound() {
  return (
    <DefaultLayout>
      <ErrorScreen status={404} standalone={false} />
    </DefaultLayout>
  )
}
