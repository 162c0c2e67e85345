import { getDb, type MockDb } from '../db/session'
import { requestLang, type Lang } from '../db/locale'
import { expireUnpaidOrders } from '../db/orders'
import { settleDeposits } from '../db/deposits'

export interface MockContext {
  db: MockDb
  lang: Lang
  url: URL
}

/** The session's state, its language and the parsed URL of a request. */
export function contextOf(request: Request): MockContext {
  const db = getDb(request)
  // Time-driven state changes happen lazily, whenever the session is next looked at.
  expireUnpaidOrders(db)
  settleDeposits(db)
  return { db, lang: requestLang(request), url: new URL(request.url) }
}

/** Reads a JSON body; undefined when it is missing or not JSON (the handler answers 422). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text()
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}
