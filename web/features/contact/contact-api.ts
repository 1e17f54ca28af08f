import { api } from '../../../shared/api';
import type { ContactResponse } from '../../../shared/contact-api-types';
import type { ContactInput } from '../../../shared/schemas/contact.schema';
import { apiPost } from '../../lib/api-client';

/** Sends one message to the team; resolves with its protocol number. */
export const sendContactMessage = (input: ContactInput) => apiPost<ContactResponse>(api.contact, input);
