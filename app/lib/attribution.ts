/** Attribution fields (UTM tags, click ids, referrer, first touch): what a landing URL and referrer say about where a visitor came from. */

export const clickIdKeys = ["gclid", "fbclid", "ttclid"] as const;
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export const sessionKeys = [...utmKeys, ...clickIdKeys] as const;

export type SessionKey = (typeof sessionKeys)[number];
export type SessionData = Partial<Record<SessionKey, string>>;
export type FirstTouch = Partial<Record<`first_${SessionKey}`, string>> & {
  first_referrer: string;
  first_landing_page: string;
  first_seen_timestamp: string;
};

/** The campaign and click-id parameters present in a URL's query string. */
export function sessionDataFromSearch(search: string): SessionData {
  const params = new URLSearchParams(search);
  const data: SessionData = {};
  for (const key of sessionKeys) {
    const value = params.get(key)?.trim();
    if (value) data[key] = value.slice(0, 200);
  }
  return data;
}

/** The first-touch record for a visitor's first page: the same fields with a first_ prefix, plus referrer, landing page and time. */
export function firstTouchFrom(url: URL, referrer: string, now: Date): FirstTouch {
  const touch: FirstTouch = {
    first_referrer: referrer,
    first_landing_page: url.pathname + url.search,
    first_seen_timestamp: now.toISOString(),
  };
  for (const [key, value] of Object.entries(sessionDataFromSearch(url.search))) {
    touch[`first_${key as SessionKey}`] = value;
  }
  return touch;
}
