export const NGINX_BIN: string
export function nginxTestDir(port: number): string
export function writeConfig(options: {
  port: number
  mockPort: number
  dir: string
  dist?: string
  meta?: string
  tls?: { cert: string; key: string; http2?: boolean }
}): string
export function writeProductionConfig(options: {
  httpPort: number
  httpsPort: number
  backendPort: number
  dir: string
  cert: string
  key: string
}): string
