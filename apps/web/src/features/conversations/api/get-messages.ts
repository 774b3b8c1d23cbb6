// A conversation's messages: pages going back in time (page 0 is the newest), plus catch-up of newer
// messages after the last one shown, appended to page 0 (after a live event or a reconnect).
import { conversationEndpoints, type Message, type MessagePage } from '@boibazar/shared/conversations';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { conversationKeys } from './conversation-keys.ts';

const PAGE = 30;

export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      call(conversationEndpoints.messages, {
        params: { id },
        query: { before: pageParam, limit: PAGE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasOlder ? lastPage.messages[0]?._id : undefined),
    // Live events and catch-up keep it current; a refetch would drop the older pages' scroll position.
    staleTime: Infinity,
    // After a dropped stream the thread fetches what follows its last message instead (LIVE_RECONNECTED).
    meta: { liveCatchUp: true },
  });

export const useMessages = (id: string) => useInfiniteQuery(messagesQuery(id));

type Pages = InfiniteData<MessagePage, string | undefined>;

/** Adds messages to the newest page, skipping ones already there. */
export function appendMessages(queryClient: QueryClient, id: string, messages: Message[]) {
  queryClient.setQueryData<Pages>(conversationKeys.messages(id), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    const seen = new Set(newest.messages.map((m) => m._id));
    const fresh = messages.filter((m) => !seen.has(m._id));
    if (fresh.length === 0) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, ...fresh] }, ...older] };
  });
}

/** Fetches every message after the newest one shown and appends it (catch-up after a drop or an event). */
export async function catchUp(queryClient: QueryClient, id: string): Promise<void> {
  const data = queryClient.getQueryData<Pages>(conversationKeys.messages(id));
  if (!data) return;
  let last = data.pages[0]?.messages.at(-1)?._id;
  if (!last) {
    await queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) });
    return;
  }
  for (;;) {
    const page: MessagePage = await call(conversationEndpoints.messages, {
      params: { id },
      query: { after: last, limit: 100 },
    });
    appendMessages(queryClient, id, page.messages);
    if (page.messages.length < 100) return;
    last = page.messages[page.messages.length - 1]._id;
  }
}
