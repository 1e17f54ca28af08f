import { api } from '../../../shared/api';
import type { WebinarInput } from '../../../shared/schemas/webinar.schema';
import type { AdminWebinarDto, AdminWebinarListResponse } from '../../../shared/webinar-api-types';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';

export const fetchAdminWebinars = () => apiGet<AdminWebinarListResponse>(api.adminWebinars);

/** Creates a webinar (no id) or saves one (the recording link included). */
export const saveWebinar = (input: WebinarInput, id?: string) =>
  id
    ? apiRequest<AdminWebinarDto>('PUT', api.adminWebinar(id), input)
    : apiPost<AdminWebinarDto>(api.adminWebinars, input);

export const cancelWebinar = (id: string) => apiPost<AdminWebinarDto>(api.adminWebinarCancel(id));
