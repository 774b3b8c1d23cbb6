/** An email address that wraps at the '@' first on a narrow screen instead of mid-word. */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <span className="[overflow-wrap:anywhere]">{address}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}
