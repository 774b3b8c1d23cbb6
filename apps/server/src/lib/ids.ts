import { randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the `_id` values the spec's clients expect. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();
