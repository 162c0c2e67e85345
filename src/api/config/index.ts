export * from './schema'
export * from './queries'
export * from './use-shop-config'
