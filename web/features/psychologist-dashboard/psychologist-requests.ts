import { api } from '../../../shared/api';
import type { InviteDto, PsychologistOverviewDto } from '../../../shared/psychologist-api-types';
import { apiGet, apiPatch, apiPost } from '../../lib/api-client';

export const fetchOverview = () => apiGet<PsychologistOverviewDto>(api.psychologistOverview);

export const createInvite = () => apiPost<InviteDto>(api.sharingInvites);

export const markContactHandled = (id: string) =>
  apiPatch<void>(api.contactRequest(id), { status: 'handled' });
