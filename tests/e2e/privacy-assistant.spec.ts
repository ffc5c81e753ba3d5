/**
 * Erasure reaches what a person typed to the assistant: questions naming them, or carrying their e-mail address
 * or phone number, leave the owner's Questions section and its CSV export with the rest of what is held.
 */
import { contactTopics } from "../../app/lib/contact-form.ts";
import { expect, test } from "./support/fixtures";
import { ownerPassword } from "./support/owner";

test("erasing a person removes their questions to the assistant, and leaves everyone else's", async ({ request }) => {
  const mark = Math.random().toString(36).slice(2, 8);
  const name = `Quilla Vantreight${mark}`;
  const email = `quilla.${mark}@example.com`;
  const contact = await request.post("/contact", {
    form: { name, email, topic: contactTopics[0]!.value, message: "Could I book a colour consultation next week?" },
    maxRedirects: 0,
  });
  expect(contact.status()).toBeLessThan(400);

  const asked = [`Hi, this is ${name.toLowerCase()}, is parking free?`, `Can you send prices to ${email}?`];
  const bystander = `Do you open late on Thursday ${mark}?`;
  for (const question of [...asked, bystander]) expect((await request.get(`/ask?q=${encodeURIComponent(question)}`)).status()).toBe(200);

  expect((await request.post("/admin/login", { form: { password: ownerPassword, next: "/admin" }, maxRedirects: 0 })).status()).toBe(302);
  const exported = async () => (await request.get(`/admin/export/questions?q=${mark}`)).text();
  // Recorded beside the answer: there once the rows are in (the section's search finds the name's mark and the bystander's).
  await expect.poll(async () => (await exported()).split(mark).length - 1).toBeGreaterThanOrEqual(2);
  expect(await exported()).toContain(name.toLowerCase());

  const erased = await request.post("/admin/privacy", { form: { intent: "erase", identifier: email, confirm: email }, maxRedirects: 0 });
  expect(erased.status()).toBe(303);
  const receipt = await request.get(erased.headers().location!);
  expect(await receipt.text()).toContain("Questions to the assistant naming them");

  const after = await exported();
  expect(after).not.toContain(name.toLowerCase());
  expect(after).not.toContain(email);
  expect(after).toContain(bystander);
});
