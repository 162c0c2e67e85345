import { apiRequest } from '@/lib/http'
import { LISTINGS_PATH } from '../listings/api'
import {
  WaitingListEntryResponseSchema,
  type WaitingListEntry,
  type WaitingListInput,
} from './schema'

/** Puts the visitor on a full slot's waiting list (the same e-mail twice: the same entry). */
export async function joinWaitingList(
  slug: string,
  input: WaitingListInput,
): Promise<WaitingListEntry> {
  const answer = await apiRequest(`${LISTINGS_PATH}/${encodeURIComponent(slug)}/waiting-list`, {
    method: 'POST',
    body: input,
    schema: WaitingListEntryResponseSchema,
  })
  return answer.data
}
