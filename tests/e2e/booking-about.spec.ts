/** A visitor gets ready to book (/booking) and learns about the salon (/about). */
import { booking, salon } from "../../app/config/salon.ts";
import { aboutTestimonials, galleryImages } from "../../app/content/about.ts";
import { beacons, expect, recordBeacons, test } from "./support/fixtures";

test.describe("/booking", () => {
  test("has the hero, the Book online now panel, the policy notes, the policy links and the questions block", async ({ page, visit }) => {
    await recordBeacons(page);
    await page.context().route(`${new URL(salon.bookingUrl).origin}/**`, (route) => route.fulfill({ status: 200, body: "booking" }));
    await visit("/booking");
    await expect(page).toHaveTitle(`Book an Appointment | ${salon.name}`);

    const main = page.getByRole("main");
    const hero = main.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: /^Book now/ })).toHaveAttribute("href", salon.bookingUrl);
    await expect(hero.getByRole("link", { name: `Call ${salon.phone.display}` })).toHaveAttribute("href", `tel:${salon.phone.e164}`);

    const online = page.getByRole("region", { name: "Book online now" });
    const onlineLinks = online.getByRole("link");
    await expect(onlineLinks).toHaveCount(1);
    await expect(onlineLinks).toHaveAttribute("href", salon.bookingUrl);
    await expect(onlineLinks).toHaveAttribute("target", "_blank");

    const before = page.getByRole("region", { name: "Before You Book" });
    await expect(before).toContainText(`at least ${booking.rescheduleNoticeHours} hours before`);
    await expect(before).toContainText(`${booking.lateCancellationFeePercent}% fee`);
    await expect(before).toContainText(`more than ${booking.lateArrivalMinutes} minutes late`);
    await expect(before).toContainText(`services over $${booking.buyNowPayLaterOver}`);
    await expect(before).toContainText("cash, card and digital payments");
    const policies = page.getByRole("navigation", { name: "Booking policies" });
    await expect(policies.getByRole("link", { name: "Cancellation Policy" })).toHaveAttribute("href", "/policies/returns");
    await expect(policies.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(policies.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");

    const questions = page.getByRole("region", { name: "Questions About Booking?" });
    await expect(questions.getByRole("link", { name: /Call/ })).toHaveAttribute("href", `tel:${salon.phone.e164}`);
    await expect(questions.getByRole("link", { name: "View FAQs" })).toHaveAttribute("href", "/services#faqs");

    const popup = page.waitForEvent("popup");
    await hero.getByRole("link", { name: /^Book now/ }).click();
    await (await popup).close();
    await expect.poll(async () => (await beacons(page, "book_cta_click")).map((b) => b.props.placement)).toContain("booking_hero");
    await hero.getByRole("link", { name: /^Call/ }).evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await hero.getByRole("link", { name: /^Call/ }).click();
    await expect
      .poll(async () => (await beacons(page, "ai_agent_interaction")).map((b) => b.props))
      .toContainEqual({ agent: "phone_assistant", action: "phone_clicked", location: "booking_hero" });
  });

  test("'View FAQs' lands on the FAQ block of /services", async ({ page, visit }) => {
    await visit("/booking", { axe: false });
    await page.getByRole("link", { name: "View FAQs" }).click();
    await expect(page).toHaveURL(/\/services#faqs$/);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
  });
});

test.describe("/about", () => {
  test("introduces the founder by first name and role, with the rest of the page", async ({ page, visit }) => {
    await visit("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Meet ${salon.founder.firstName}`);
    await expect(page.getByRole("main")).toContainText(salon.founder.experience);
    await expect(page.getByRole("heading", { name: "Certifications" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Experience" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How we look after your hair" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "A curated product shelf" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Part of the Bangor community" })).toBeVisible();

    const testimonials = page.getByRole("region", { name: "What clients say" }).locator("figure");
    await expect(testimonials).toHaveCount(aboutTestimonials.length);
    await expect(testimonials.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(aboutTestimonials.filter((t) => t.rating === 5).length);

    const gallery = page.getByRole("region", { name: "Take a look around" }).getByRole("img");
    await expect(gallery).toHaveCount(galleryImages.length);
    for (const image of await gallery.all()) {
      await expect(image).toHaveAttribute("width", "1200");
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    const closing = page.getByRole("region", { name: /Come and see us/ });
    await expect(closing.getByRole("link", { name: "Shop Featured Packs" })).toHaveAttribute("href", "/collections/christmas-gift-packs");
    await expect(closing.getByRole("link", { name: /^Book now/ })).toHaveAttribute("href", salon.bookingUrl);
  });
});

test.describe("booking and about without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both read fine as plain HTML", async ({ page }) => {
    expect((await page.goto("/booking"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Before You Book" })).toBeVisible();
    expect((await page.goto("/about"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Meet ${salon.founder.firstName}`);
  });
});
