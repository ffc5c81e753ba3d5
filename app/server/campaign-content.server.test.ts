import { describe, expect, it } from "vitest";
import { campaignPolicy, formattedAddress, salon } from "~/config/salon";
import { escapeMarkup } from "~/lib/escape-markup";
import { absoluteUrl } from "~/lib/seo/site-url";
import { campaignMail, readCampaign } from "./campaign-content.server";

const unsubscribe = absoluteUrl("/unsubscribe?email=kim%40example.com&token=signed");

describe("a newsletter's subject and body", () => {
  it("are trimmed, the subject kept to one line", () => {
    expect(readCampaign({ subject: "  Spring   hours\n and gloss ", body: "\r\nHello **all**\r\n" })).toEqual({
      ok: true,
      campaign: { subject: "Spring hours and gloss", body: "Hello **all**" },
    });
  });

  it("are both required, each refusal by its field", () => {
    const read = readCampaign({ subject: " ", body: "" });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.subject).toMatch(/write a subject/);
    expect(read.errors.body).toMatch(/write the message/);
  });

  it("have limits that say the length found", () => {
    const subject = "a".repeat(campaignPolicy.subjectMaxLength + 1);
    const body = "b".repeat(campaignPolicy.bodyMaxLength + 1);
    const read = readCampaign({ subject, body });
    if (read.ok) throw new Error("accepted");
    expect(read.errors.subject).toContain(`${campaignPolicy.subjectMaxLength} characters; it has ${subject.length}`);
    expect(read.errors.body).toContain(`it has ${body.length.toLocaleString("en-AU")}`);
    expect(readCampaign({ subject: subject.slice(1), body: body.slice(1) }).ok).toBe(true);
  });

  it("refuse HTML and links a mail reader can't open, and take the web, mail, phone and this site's pages", () => {
    const refused = (body: string) => {
      const read = readCampaign({ subject: "Hi", body });
      return read.ok ? undefined : read.errors.body;
    };
    expect(refused("Look <script>alert(1)</script>")).toMatch(/without HTML: <script>/);
    expect(refused("[Book](javascript:alert(1))")).toMatch(/"javascript:alert\(1\)" can't be opened/);
    expect(refused("![photo](data:image/png;base64,AAAA)")).toMatch(/can't be opened/);
    expect(refused("[Elsewhere](//evil.example/x)")).toMatch(/can't be opened/);
    expect(
      refused("[Book](https://example.com/b) [Call](tel:+61295550123) [Write](mailto:hi@example.com) [Menu](/services)"),
    ).toBeUndefined();
  });
});

describe("the message a subscriber receives", () => {
  const message = campaignMail(
    { subject: "Spring <gloss> week", body: "# Spring\n\nSee the [menu](/services) or [book](https://example.com/book).\n\n> Quote" },
    unsubscribe,
  );

  it("renders the Markdown with styles inline, this site's links in full, and the subject escaped", () => {
    expect(message.subject).toBe("Spring <gloss> week");
    expect(message.html).toContain("<title>Spring &lt;gloss&gt; week</title>");
    expect(message.html).toMatch(/<h1 style="[^"]+">Spring<\/h1>/);
    expect(message.html).toContain(`<a href="${absoluteUrl("/services")}"`);
    expect(message.html).toContain('<a href="https://example.com/book"');
    expect(message.html).toMatch(/<blockquote style=/);
  });

  it("names the salon with its address, and carries an unsubscribe link in both parts", () => {
    expect(message.html).toContain(escapeMarkup(formattedAddress));
    expect(message.html).toContain(escapeMarkup(salon.name));
    expect(message.html).toContain(`href="${escapeMarkup(unsubscribe)}"`);
    expect(message.text).toContain(`See the [menu](${absoluteUrl("/services")})`);
    expect(message.text).toContain(salon.name);
    expect(message.text).toContain(formattedAddress);
    expect(message.text).toContain(`Unsubscribe: ${unsubscribe}`);
  });
});
