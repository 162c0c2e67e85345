import { createFileRoute } from '@tanstack/react-router'
import { HandoffPage } from '@/features/handoff/HandoffPage'
import { ensureNamespaces } from '@/lib/i18n'

/** A cart handed over from another device : the link of "Continue on another device". */
export const Route = createFileRoute('/$lang/_default/handoff/$token')({
  loader: () => ensureNamespaces('share', 'handoff', 'checkout', 'problems'),
  component: HandoffRoute,
})

function HandoffRoute() {
  const { lang, token } = Route.useParams()
  return <HandoffPage lang={lang} token={token} />
}
