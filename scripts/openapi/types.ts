import type { JsonSchema } from '@valibot/to-json-schema'
import type { ComponentName } from './components'

/** How the success answer is wrapped. */
export type Answer =
  | { data: ComponentName }
  | { dataArray: ComponentName }
  | { list: ComponentName }
  | { empty: true }
  | { image: true }

export interface Param {
  name: string
  in: 'path' | 'query'
  description: string
  required?: boolean
  schema: JsonSchema
  /** Repeatable query parameter (`tags=a&tags=b`). */
  repeat?: boolean
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  params?: Param[]
  body?: ComponentName
  status?: number
  answer: Answer
  /** Error statuses with their machine-readable codes. */
  errors?: Partial<Record<400 | 404 | 409 | 410 | 422, string[]>>
}
