import { describe, expect, it } from "vitest";
import { firstTouchFrom, sessionDataFromSearch } from "./attribution";

describe("attribution", () => {
  it("keeps only campaign and click-id parameters", () => {
    expect(sessionDataFromSearch("?utm_source=google&utm_medium=cpc&gclid=abc&foo=bar&ttclid=")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "abc",
    });
  });

  it("prefixes first-touch fields and records referrer, landing page and time", () => {
    const touch = firstTouchFrom(
      new URL("https://example.com/near/menai?utm_campaign=spring&fbclid=xyz"),
      "https://www.google.com/",
      new Date("2026-11-22T01:00:00Z"),
    );
    expect(touch).toEqual({
      first_utm_campaign: "spring",
      first_fbclid: "xyz",
      first_referrer: "https://www.google.com/",
      first_landing_page: "/near/menai?utm_campaign=spring&fbclid=xyz",
      first_seen_timestamp: "2026-11-22T01:00:00.000Z",
    });
  });
});
