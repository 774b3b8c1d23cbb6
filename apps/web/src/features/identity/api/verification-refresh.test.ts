// Opening a verification link while the page's first questions are on their way (the flake of stop 48):
// the banner's status asked before the link was used must be asked again, not kept for five minutes.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterVerification } from './account-links.ts';

type Status = { email: string; emailVerified: boolean };

describe('after a verification link is opened', () => {
  /** A status query watched as the banner watches it, whose answers the test releases one by one. */
  function watchedStatus(client: QueryClient) {
    const answers: Array<(status: Status) => void> = [];
    const observer = new QueryObserver<Status>(client, {
      queryKey: ['email-status', 'u1'],
      queryFn: () => new Promise<Status>((resolve) => answers.push(resolve)),
      staleTime: 5 * 60_000,
    });
    const stop = observer.subscribe(() => {});
    return { observer, answers, stop };
  }

  it("when the banner's first status is still on its way, then it is asked again and the banner reads verified", async () => {
    const client = new QueryClient();
    const { observer, answers, stop } = watchedStatus(client);
    expect(answers).toHaveLength(1); // asked before the link was used

    const refreshed = refreshAfterVerification(client);
    await vi.waitFor(() => expect(answers).toHaveLength(2)); // asked again after it
    answers[0]!({ email: 'a@b.test', emailVerified: false }); // the old answer arrives late
    answers[1]!({ email: 'a@b.test', emailVerified: true });
    await refreshed;
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    expect(observer.getCurrentResult().data).toEqual({ email: 'a@b.test', emailVerified: true });
    stop();
  });

  it('when the status had already been answered, then it is asked once more and reads verified', async () => {
    const client = new QueryClient();
    const { observer, answers, stop } = watchedStatus(client);
    answers[0]!({ email: 'a@b.test', emailVerified: false });
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.emailVerified).toBe(false));

    const refreshed = refreshAfterVerification(client);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!({ email: 'a@b.test', emailVerified: true });
    await refreshed;
    expect(observer.getCurrentResult().data?.emailVerified).toBe(true);
    expect(answers).toHaveLength(2);
    stop();
  });
});
