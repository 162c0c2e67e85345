export * from './schema'
export * from './api'
