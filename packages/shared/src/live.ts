import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { liveRoutes } from './paths.ts';

/** POST /api/events/ticket: a 60-second ticket to open the live stream (EventSource sends no headers). */
export const liveTicketSchema = z.object({ ticket: z.string() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/**
 * The live stream's ticket (decision 496), asked for on the first load through `liveRoutes.ticket`. The stream
 * itself (`liveRoutes.stream`) answers Server-Sent Events, not JSON, and stays a route.
 */
export const liveEndpoints = {
  ticket: defineEndpoint({ ...liveRoutes.ticket, answer: liveTicketSchema }),
};

/** GET /api/events query: the ticket, and the last event id the tab saw before it reconnected. */
export const liveStreamQuerySchema = z.object({
  ticket: z.string().max(2000).optional(),
  lastEventId: z.string().max(200).optional(),
});

/** The first event of every stream; `reconnected` tells the tab to refetch what it shows. */
export const liveReadySchema = z.object({ reconnected: z.boolean() });
export type LiveReady = z.infer<typeof liveReadySchema>;
