// A message as text: React escapes every character, and only http(s) addresses become links, opened in a
// new tab without giving it this page (docs/decisions/130-conversations.md).
const LINK = /https?:\/\/[^\s<>"']+/g;
// A sentence's closing punctuation after an address is not part of it.
const TRAILING = /[.,;:!?)\]}]+$/;

export function MessageText({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
