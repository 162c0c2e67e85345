export * from './schema'
export * from './queries'
