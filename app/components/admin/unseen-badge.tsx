/** "New": rows the owner has not opened yet; on a tab, how many. */
export function UnseenBadge({ count }: { count?: number }) {
  return (
    <span className="rounded-full bg-wattle px-2 py-0.5 text-small font-bold text-ink">
      {count === undefined ? "New" : `${count} new`}
    </span>
  );
}
