import { randomBytes } from 'node:crypto';
import { clock } from './clock.ts';

/** 24 hex characters, the shape of the `_id` values the spec's clients expect. */
export const newId = (): string => randomBytes(12).toString('hex');

/** The clock's time as an ISO string (decision 460). */
export const nowIso = (): string => clock.nowIso();
