import type { liveEndpoints } from '@boibazar/shared/live';
import { liveRoutes } from '@boibazar/shared/paths';
import { call } from '#app/lib/call-endpoint.ts';

/** A 60-second ticket to open the live stream (EventSource cannot send the Authorization header). */
export const getStreamTicket = () => call<typeof liveEndpoints.ticket>(liveRoutes.ticket);
