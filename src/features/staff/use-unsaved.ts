import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { staffQueries } from './queries'
import { forgetUnsaved, readUnsaved } from './session-end'

/**
 * A form's side of keeping unsaved edits across a sign-in: `meta` names the form on its save
 * mutation (the signed-in layout keeps what that save sent when the session ends), `restored`
 * is what the signed-in person's refused save sent, `saved` forgets it once a save succeeded.
 */
export function useUnsaved<T>(form: string) {
  const { data: user } = useQuery(staffQueries.session())
  const email = user?.email
  const [restored] = useState(() => (email ? readUnsaved<T>(email, form) : undefined))
  return {
    meta: { keepUnsaved: form },
    restored,
    saved: () => {
      if (email) forgetUnsaved(email, form)
    },
  }
}
