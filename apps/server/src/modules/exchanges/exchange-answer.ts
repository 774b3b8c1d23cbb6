// Every exchange answer: its stage, both sides' books, the top-up, the timeline and the caller's actions.
import type { Exchange, ExchangeBook } from '@boibazar/shared/exchanges';
import type { Handover } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import type { ExchangesTable } from '../../db/schema.ts';
import { findExchangeListings } from '../catalogue/index.ts';
import { findPeople, type AuthUser } from '../identity/index.ts';
import { findPaidTopup } from '../payments/index.ts';
import { viewerOf } from './exchange-access.ts';
import { booksOf, eventsOf } from './exchange-repository.ts';
import { exchangeDisputePhotos } from './exchange-dispute-photos.ts';
import { actionsFor } from './exchange-states.ts';
import { clock } from '../../lib/clock.ts';

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

export async function exchangeAnswers(
  db: Db,
  user: AuthUser,
  rows: ExchangesTable[],
  opts: { reviewWindowMs: number; timeline: boolean },
): Promise<Exchange[]> {
  if (rows.length === 0) return [];
  const links = await booksOf(
    db,
    rows.map((r) => r.id),
  );
  const listings = await findExchangeListings(db, [...new Set(links.map((l) => l.book_id))]);
  const people = await findPeople(
    db,
    rows.flatMap((r) => [r.proposer_id, r.owner_id]),
  );
  const now = clock.now();
  const answers: Exchange[] = [];
  for (const x of rows) {
    const viewer = viewerOf(x, user) ?? 'admin';
    const side = (s: 'proposer' | 'owner'): ExchangeBook[] =>
      links
        .filter((l) => l.exchange_id === x.id && l.side === s)
        .map((l) => listings.get(l.book_id))
        .filter((b) => b !== undefined)
        .map((b) => ({
          _id: b.id,
          productName: b.title,
          author: b.author,
          image: b.photo,
          resale: b.price,
          condition: b.condition,
        }));
    const party = (id: string) => {
      const p = people.get(id);
      return { _id: id, name: p?.name ?? 'A member', image: p?.image ?? '' };
    };
    const topup = Number(x.topup_amount) > 0 ? await findPaidTopup(db, x.id) : undefined;
    const events = opts.timeline ? await eventsOf(db, x.id) : [];
    const actorNames = events.length
      ? await findPeople(
          db,
          events.flatMap((e) => (e.actor_id ? [e.actor_id] : [])),
        )
      : new Map();
    const reviewUntil = x.completed_at
      ? new Date(new Date(x.completed_at).getTime() + opts.reviewWindowMs)
      : null;
    answers.push({
      _id: x.id,
      status: x.status,
      round: Number(x.round),
      parentId: x.parent_id,
      targetBookId: x.target_book_id,
      viewerRole: viewer,
      proposer: party(x.proposer_id),
      owner: party(x.owner_id),
      books: { proposer: side('proposer'), owner: side('owner') },
      topup: {
        amount: Number(x.topup_amount),
        payer: x.topup_payer,
        paidAt: x.topup_paid_at,
        method: x.topup_method === 'cash' ? 'cash' : x.topup_paid_at ? 'online' : null,
        dueAt: x.status === 'awaiting_topup' ? x.topup_due_at : null,
        refund: topup?.refund_status ?? null,
      },
      message: x.message,
      createdAt: x.created_at,
      updatedAt: x.updated_at,
      expiresAt: x.status === 'proposed' ? x.expires_at : null,
      acceptedAt: x.accepted_at,
      completedAt: x.completed_at,
      progress: {
        proposer: {
          handedOverAt: x.proposer_handed_over_at,
          handover: parse<Handover>(x.proposer_handover),
          receivedAt: x.proposer_received_at,
        },
        owner: {
          handedOverAt: x.owner_handed_over_at,
          handover: parse<Handover>(x.owner_handover),
          receivedAt: x.owner_received_at,
        },
      },
      // Only one exchange's page, of an exchange that was ever disputed, reads its evidence.
      disputePhotos:
        opts.timeline && events.some((e) => e.to_status === 'disputed')
          ? await exchangeDisputePhotos(db, x, user._id)
          : [],
      timeline: events.map((e) => {
        const data = parse<{ reason?: string; handover?: Handover; amount?: number }>(e.data) ?? {};
        const name =
          e.actor_role === 'system'
            ? 'BoiBazar'
            : (actorNames.get(e.actor_id ?? '')?.name ?? (e.actor_role === 'admin' ? 'Admin' : 'A member'));
        return {
          type: e.type,
          from: e.from_status,
          to: e.to_status,
          actor: { role: e.actor_role, name },
          at: e.created_at,
          reason: data.reason ?? null,
          handover: data.handover ?? null,
          amount: data.amount ?? null,
        };
      }),
      actions: actionsFor({ exchange: x, viewer, viewerId: user._id, reviewUntil, now }),
    });
  }
  return answers;
}
