export * from './schema'
export * from './api'
export * from './queries'
export * from './mutations'
