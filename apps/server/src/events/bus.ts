// Domain events: a module announces what happened inside its own transaction and the subscribers
// registered at start-up run in that same transaction (docs/decisions/051-domain-events.md).
import type { Db } from '../db/database.ts';
import { afterCommit, inTransaction, rootOf } from './transaction.ts';

/**
 * The events and their fields. Each publishing module adds its own with declaration merging:
 * `declare module '../../events/index.ts' { interface DomainEvents { 'order.paid': { orderId: string } } }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventType = keyof DomainEvents & string;
export type DomainEvent<T extends string = EventType> = { type: T } & (T extends keyof DomainEvents
  ? DomainEvents[T]
  : Record<string, unknown>);

export interface SubscriberContext {
  /** The publisher's transaction: write here so the effect commits or rolls back with its cause. */
  db: Db;
  /** Runs `fn` after that transaction commits (live pushes); never after a rollback. */
  afterCommit(fn: () => unknown): void;
}

export type Subscriber<T extends string = string> = (
  event: DomainEvent<T>,
  ctx: SubscriberContext,
) => Promise<void> | void;

export interface EventBus {
  subscribe<T extends string>(type: T, subscriber: Subscriber<T>): void;
  subscribersOf(type: string): readonly Subscriber[];
}

export function createEventBus(): EventBus {
  const byType = new Map<string, Subscriber[]>();
  return {
    subscribe(type, subscriber) {
      const list = byType.get(type) ?? [];
      list.push(subscriber as Subscriber);
      byType.set(type, list);
    },
    subscribersOf(type) {
      return byType.get(type) ?? [];
    },
  };
}

const buses = new WeakMap<Db, EventBus>();

/** Makes `bus` the one whose subscribers hear events published on `db` (done once by the app). */
export function attachEventBus(db: Db, bus: EventBus): void {
  buses.set(db, bus);
}

/** The bus attached to `db` (the bench puts a filtered one in its place for a run, decision 445). */
export function eventBusOf(db: Db): EventBus | undefined {
  return buses.get(rootOf(db));
}

/**
 * Announces an event: runs every subscriber of its type, in order, inside `db`'s transaction (opened with
 * inTransaction). A subscriber's error rolls the cause back. Given the database itself, the subscribers
 * get a transaction of their own.
 */
export async function publish<T extends string>(db: Db, event: DomainEvent<T>): Promise<void> {
  if (!db.isTransaction) return inTransaction(db, (trx) => publish(trx, event));
  const bus = buses.get(rootOf(db));
  for (const subscriber of bus?.subscribersOf(event.type) ?? []) {
    await subscriber(event as DomainEvent, { db, afterCommit: (fn) => afterCommit(db, fn) });
  }
}
