/**
 * An e-mail address that may wrap only where a reader expects it, after the "@", never inside a word
 * (a narrow column once broke it as "…com.a / u").
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <span>{address}</span>;
  return (
    <span>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
