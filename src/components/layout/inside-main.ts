import { createContext } from 'react'

/** True below a layout's <main>: a page's error screen there is a section, not a second <main>. */
export const InsideMain = createContext(false)
