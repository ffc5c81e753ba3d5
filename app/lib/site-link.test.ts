import { describe, expect, it } from "vitest";
import { linkNavigation, siteLinkMark } from "./site-link";

const link = (mark: string | null) => ({ getAttribute: (name: string) => (name === "data-site-link" ? mark : null) }) as unknown as Element;

describe("site link marks", () => {
  it("carry only the options a link sets, and nothing for a link that reloads the document", () => {
    expect(siteLinkMark({})).toEqual({ "data-site-link": "" });
    expect(siteLinkMark({ replace: false, preventScrollReset: false })).toEqual({ "data-site-link": '{"replace":false}' });
    expect(siteLinkMark({ replace: true, state: { rating: 4 }, preventScrollReset: true, viewTransition: true })).toEqual({
      "data-site-link": '{"replace":true,"state":{"rating":4},"preventScrollReset":true,"viewTransition":true}',
    });
    expect(siteLinkMark({ reloadDocument: true, replace: true })).toEqual({});
  });

  it("read back as the options they carry", () => {
    for (const options of [{}, { replace: false }, { replace: true, state: { rating: 4 }, preventScrollReset: true, viewTransition: true }]) {
      expect(linkNavigation(link(siteLinkMark(options)["data-site-link"]!))).toEqual(options);
    }
  });

  it("tell an unmarked link from a marked one, and read a mark they cannot understand as no options", () => {
    expect(linkNavigation(link(null))).toBeUndefined();
    expect(linkNavigation(link("{not json"))).toEqual({});
    expect(linkNavigation(link("7"))).toEqual({});
    expect(linkNavigation(link('{"replace":"yes","preventScrollReset":1,"other":true}'))).toEqual({});
  });
});
