// The bench's completions figure (docs/decisions/445-completion-bench.md): how much the ledger's posting
// adds to completing a deal. The same app, the same database and the same use-case (the buyer confirms
// receipt: the order's conditional update, its timeline row and every subscriber in one transaction),
// timed once with every subscriber and once with the ledger's left out of the bus for that call, in
// alternating rounds so that the machine's load falls on both alike. Nothing in production can leave
// the ledger out: the bench swaps the bus attached to its own database handle.
import { attachEventBus, eventBusOf } from '../src/events/bus.ts';
import { MONEY_SUBSCRIBERS } from '../src/modules/ledger/index.ts';
import { confirmReceived } from '../src/modules/orders/index.ts';
import { COURIER, bookOk, clientSecretFor, confirmCard, intentIdOf, orderStep, pay } from './checkout.ts';
import { createBook, createTestApp, createUser, type TestContext, type TestUser } from './test-app.ts';

export interface CompletionFigures {
  /** Completions timed in each variant. */
  deals: number;
  withLedger: { perSecond: number; p50Ms: number; cpuP50Ms: number };
  withoutLedger: { perSecond: number; p50Ms: number; cpuP50Ms: number };
  /**
   * How far the completions a second with the ledger's posting fall below those without it, issue 26's
   * figure ("no more than 15 % below without it"): 0.1 = 10 % fewer (decision 523).
   */
  belowBy: number;
  /**
   * The same from the process's CPU time per completion (medians): what the posting costs in work, less
   * moved than wall time by other processes taking the cores (decision 480).
   */
  cpuSlowdown: number;
  /** Release postings written by the timed completions (must equal `deals`: the posting really ran). */
  releasesPosted: number;
}

async function handedOverOrders(ctx: TestContext, seller: TestUser, buyer: TestUser, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const listing = await createBook(ctx, seller, { resale: 200 + (i % 300) });
    const orderId = await bookOk(ctx, buyer, listing._id);
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const confirmed = await confirmCard(ctx, buyer, secret);
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
    const paid = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
    const handed = await orderStep(ctx, seller, orderId, 'handover', COURIER);
    if (handed.statusCode !== 200) throw new Error(`handover failed: ${handed.body}`);
    ids.push(orderId);
  }
  return ids;
}

/** `deals` completions with the ledger's posting and as many without, in rounds of `round`. */
export async function measureCompletions(opts: {
  deals: number;
  round?: number;
}): Promise<CompletionFigures> {
  const round = opts.round ?? 20;
  const ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
  try {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const WARM_UP = 10;
    const orders = await handedOverOrders(ctx, seller, buyer, opts.deals * 2 + WARM_UP);
    const buyerAuth = (await ctx.app.tokens.verify(buyer.token))!;
    const full = eventBusOf(ctx.db)!;
    const ledgers = new Set(MONEY_SUBSCRIBERS.map(([, s]) => s));
    const withoutLedger = {
      subscribe: full.subscribe,
      subscribersOf: (type: string) => full.subscribersOf(type).filter((s) => !ledgers.has(s)),
    };
    const times = { with: [] as number[], without: [] as number[] };
    const cpu = { with: [] as number[], without: [] as number[] };
    const timed = new Set<string>();
    const complete = async (variant: 'with' | 'without', orderId: string, record = true) => {
      attachEventBus(ctx.db, variant === 'with' ? full : withoutLedger);
      // Time moves on between completions as it does in production (the test clock stands still otherwise):
      // rows stamped at one instant would land at random places in every created-at index (ids break the
      // tie) instead of at its end.
      ctx.clock.advance(1);
      const used = process.cpuUsage();
      const t = process.hrtime.bigint();
      await confirmReceived(ctx.db, buyerAuth, orderId);
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      const { user, system } = process.cpuUsage(used);
      attachEventBus(ctx.db, full);
      if (!record) return;
      times[variant].push(ms);
      cpu[variant].push((user + system) / 1000);
      if (variant === 'with') timed.add(orderId);
    };
    // Warm-up, not timed: the first completions pay for the statements' first preparation.
    for (const [i, orderId] of orders.splice(0, WARM_UP).entries())
      await complete(i % 2 ? 'with' : 'without', orderId, false);
    for (let i = 0; i < opts.deals; i += round) {
      const batch = orders.slice(2 * i, 2 * i + 2 * round);
      const first = (i / round) % 2 === 0 ? 'with' : 'without';
      const second = first === 'with' ? 'without' : 'with';
      for (const orderId of batch.slice(0, batch.length / 2)) await complete(first, orderId);
      for (const orderId of batch.slice(batch.length / 2)) await complete(second, orderId);
    }
    const releasesPosted = Number(
      (
        await ctx.db
          .selectFrom('ledger_transactions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('kind', '=', 'release')
          .where('deal_id', 'in', [...timed])
          .executeTakeFirstOrThrow()
      ).n,
    );
    const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
    const summary = (ms: number[], cpuMs: number[]) => {
      const total = ms.reduce((a, b) => a + b, 0);
      return {
        perSecond: Math.round((ms.length / total) * 1000),
        p50Ms: Math.round(median(ms) * 100) / 100,
        cpuP50Ms: Math.round(median(cpuMs) * 1000) / 1000,
      };
    };
    const withLedger = summary(times.with, cpu.with);
    const without = summary(times.without, cpu.without);
    return {
      deals: times.with.length,
      withLedger,
      withoutLedger: without,
      belowBy: Math.round((1 - withLedger.perSecond / without.perSecond) * 1000) / 1000,
      cpuSlowdown: Math.round((median(cpu.with) / median(cpu.without) - 1) * 1000) / 1000,
      releasesPosted,
    };
  } finally {
    await ctx.close();
  }
}
