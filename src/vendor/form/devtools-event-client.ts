// Stands in for @tanstack/devtools-event-client (aliased in vite.config.ts). @tanstack/form-core
// reports every form's state to the TanStack devtools through it; the shop has no devtools, and
// the real client then retries a connection by timer and queues the events in memory. Forms
// behave the same without it: nothing in the app listens to these events.
type Listener = (payload: unknown) => void

export class EventClient {
  // The real client's options (plugin id, reconnect interval) are not needed here.
  constructor(_options?: unknown) {}

  emit(_event: string, _payload?: unknown): void {}

  on(_event: string, _listener: Listener, _options?: unknown): () => void {
    return () => {}
  }

  onAll(_listener: Listener): () => void {
    return () => {}
  }

  onAllPluginEvents(_listener: Listener): () => void {
    return () => {}
  }
}
