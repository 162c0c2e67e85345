import { useSyncExternalStore } from 'react'
import { connectionState, subscribeConnection, type ConnectionState } from './connection'

/** The connection as the visitor should know it (offline, slow, checking); see connection.ts. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState, connectionState)
}
