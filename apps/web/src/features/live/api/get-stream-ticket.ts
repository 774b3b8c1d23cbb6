import type { LiveTicket } from '@boibazar/shared/live';
import { livePaths } from '@boibazar/shared/paths';
import { api } from '#app/lib/api-client.ts';

/** A 60-second ticket to open the live stream (EventSource cannot send the Authorization header). */
export const getStreamTicket = () => api<LiveTicket>(livePaths.ticket, { method: 'POST' });
