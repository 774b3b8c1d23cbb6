// Domain events and after-commit hooks for every module (docs/decisions/051-domain-events.md).
export { inTransaction, inGroupedTransaction, afterCommit, openedRootOf, rootOf } from './transaction.ts';
export {
  publish,
  type DomainEvents,
  type DomainEvent,
  type EventType,
  type Subscriber,
  type SubscriberContext,
  type EventBus,
} from './bus.ts';
