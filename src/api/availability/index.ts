export * from './schema'
export * from './api'
export * from './queries'
