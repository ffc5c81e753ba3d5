import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { smtpStandIn, standInCertificate } from "../../app/server/test-support/smtp-stand-in";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";
import { checkoutWithBuyNow, placeOrder, startShopServer } from "./support/shop";

const salonEmail = "hello@wattleandthread.com.au";

/**
 * A mail server that refuses the password, behind a second copy of our server (its own database, on this
 * run's port + 2) whose SMTP_URL points at it and whose outbox retries within a second.
 */
test.describe("delivery alerts", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  let site: Awaited<ReturnType<typeof startShopServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    smtp = await smtpStandIn({ refuseLogin: true });
    // The second server trusts the stand-in's certificate as a real one would be trusted.
    const certificate = path.join(mkdtempSync(path.join(tmpdir(), "wt-e2e-smtp-")), "stand-in.pem");
    writeFileSync(certificate, standInCertificate().cert);
    site = await startShopServer(
      { SMTP_URL: `smtp://salon:wrong-password@127.0.0.1:${smtp.port}`, NODE_EXTRA_CA_CERTS: certificate, OUTBOX_RETRY_BASE_MS: "200" },
    );
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  test("order e-mails the mail server refuses raise a plain-words banner on every /admin page within a minute, and the owner is e-mailed", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await checkoutWithBuyNow(page, "heat-defense-spray", `alert.${Date.now()}@example.com`);
    await placeOrder(page);
    await loginAsOwner(page);

    const banner = page.getByTestId("delivery-banner");
    await expect(async () => {
      await page.reload();
      await expect(banner).toContainText("1 order e-mail could not be sent: the mail server refused the password: check the user name and password in SMTP_URL.", { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    expect(smtp.logins.length).toBeGreaterThanOrEqual(3);
    await expect(banner).not.toContainText(/535|EAUTH|SMTP server 127/);
    await hydrated(page);
    await expectAccessible(page);

    // Every back-office page, and it leads to the Outbox, where the owner retries.
    await page.goto("/admin/products");
    await expect(banner).toContainText("could not be sent: the mail server refused the password");
    await banner.getByRole("link", { name: "Open the Outbox to retry" }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?s=outbox$/);
    await expect(page.getByRole("button", { name: /Retry/ }).first()).toBeVisible();

    // The owner is told once by e-mail; as mail is what fails, it waits in the mailbox.
    await expect(async () => {
      const alert = await latestMailTo(page, salonEmail, /not reaching people from the website/);
      expect(alert.text).toContain("order e-mail could not be sent: the mail server refused the password");
    }).toPass({ timeout: 45_000 });
    await expectAccessible(page);
    await context.close();
  });
});
