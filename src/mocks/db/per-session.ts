import type { MockDb } from './session'

/**
 * State a module keeps beside a mock session, made by `create` on demand, once per MockDb.
 * Held in a WeakMap by the session's MockDb, so a reseeded session (a new MockDb) starts
 * without it and an old one's goes with it.
 */
export function perSession<T>(create: (db: MockDb) => T): (db: MockDb) => T {
  const states = new WeakMap<MockDb, T>()
  return (db) => {
    let state = states.get(db)
    if (state === undefined) {
      state = create(db)
      states.set(db, state)
    }
    return state
  }
}
