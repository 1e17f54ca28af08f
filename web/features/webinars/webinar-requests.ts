import { api } from '../../../shared/api';
import { WORKER_COPY_HEADER } from '../../../shared/constants';
import type { WebinarDto, WebinarListResponse } from '../../../shared/webinar-api-types';
import { apiDelete, apiFetch, apiPost } from '../../lib/api-client';

/** The webinar list, and whether it is the copy the worker kept on this device (the network failed). */
export interface WebinarList extends WebinarListResponse {
  fromDevice: boolean;
}

export async function fetchWebinars(): Promise<WebinarList> {
  const response = await apiFetch('GET', api.webinars);
  const list = (await response.json()) as WebinarListResponse;
  return { ...list, fromDevice: response.headers.has(WORKER_COPY_HEADER) };
}

/** "Quero participar" (again is harmless). */
export const registerForWebinar = (id: string) => apiPost<WebinarDto>(api.webinarRegistration(id));

/** "Cancelar inscrição". */
export const unregisterFromWebinar = (id: string) => apiDelete<WebinarDto>(api.webinarRegistration(id));

/** The list with one webinar replaced by the server's answer about it. */
export function withWebinar(list: WebinarList, webinar: WebinarDto): WebinarList {
  const swap = (items: WebinarDto[]) => items.map((w) => (w.id === webinar.id ? webinar : w));
  return { ...list, upcoming: swap(list.upcoming), past: swap(list.past) };
}
