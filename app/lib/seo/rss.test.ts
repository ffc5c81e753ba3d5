import { describe, expect, it } from "vitest";
import { salon } from "~/config/salon";
import { blogRss, rssDate } from "./rss";

const post = (slug: string, title: string, isoDate: string) => ({
  slug,
  title,
  excerpt: `About ${title} <b>& more</b>`,
  category: "Treatments" as const,
  date: "",
  isoDate,
  readTime: "5 min read",
  image: `/images/blog/${slug}.svg`,
  imageAlt: "",
  author: salon.founder.firstName,
});

describe("blog RSS feed", () => {
  const xml = blogRss([post("newer", "Gloss & shine", "2025-11-20"), post("older", "Toning <blonde>", "2025-03-10")]);

  it("is an RSS 2.0 channel with a self link, in Australian English", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(`<title>${salon.name.replace("&", "&amp;")} blog</title>`);
    expect(xml).toContain('<atom:link href="http://localhost:3000/blog/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain("<language>en-au</language>");
    expect(xml).toContain(`<lastBuildDate>${rssDate("2025-11-20")}</lastBuildDate>`);
  });

  it("lists every post with a permalink guid, RFC 822 date and escaped text", () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<title>Gloss &amp; shine</title>");
    expect(xml).toContain("<title>Toning &lt;blonde&gt;</title>");
    expect(xml).toContain('<guid isPermaLink="true">http://localhost:3000/blog/newer</guid>');
    expect(xml).toContain("<pubDate>Thu, 20 Nov 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<description>About Gloss &amp; shine &lt;b&gt;&amp; more&lt;/b&gt;</description>");
    expect(xml).not.toMatch(/<b>/);
  });
});
