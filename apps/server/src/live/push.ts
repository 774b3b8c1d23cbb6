// pushToUser for modules: after the caller's transaction commits, the event goes to every open tab of
// the user on every instance. Best effort: a client that missed it catches up through the APIs.
import type { Db } from '../db/database.ts';
import { afterCommit, rootOf } from '../events/index.ts';
import type { LiveHub } from './hub.ts';
import type { LiveEvent } from './transport.ts';

const hubs = new WeakMap<Db, LiveHub>();

export function attachLiveHub(db: Db, hub: LiveHub): void {
  hubs.set(db, hub);
}

/**
 * Queues `event` for `userId`: inside a transaction opened with inTransaction it is sent after COMMIT
 * (never after a rollback); with the database itself it is sent right away.
 */
export function pushToUser(db: Db, userId: string, event: LiveEvent): void {
  const hub = hubs.get(rootOf(db));
  if (!hub) return; // no app on this database (a script): nobody is listening
  afterCommit(db, () => hub.pushToUser(userId, event));
}
