/**
 * With a chat provider configured (CHAT_WIDGET_SRC), the chat buttons keep the spec's behaviour: the notice,
 * and the provider's bubble outlined for 2.5 s; the salon's own assistant stays closed. The provider's script
 * is a local stand-in (the network edge) that draws a bubble, as a real widget does.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, hydrated, test } from "./support/fixtures";
import { startShopServer } from "./support/shop";

const widget = `(function () {
  var bubble = document.createElement("div");
  bubble.dataset.chatBubble = "";
  bubble.textContent = "chat";
  bubble.style.cssText = "position:fixed;right:16px;bottom:16px;padding:12px;background:#fff";
  document.body.append(bubble);
})();`;

test.describe("a third-party chat widget", () => {
  test.describe.configure({ mode: "serial" });
  let provider: Server;
  let site: Awaited<ReturnType<typeof startShopServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    provider = createServer((req, res) => {
      if (req.url !== "/widget.js") return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(widget);
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    site = await startShopServer({ CHAT_WIDGET_SRC: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/widget.js` });
  });

  test.afterAll(async () => {
    await site?.stop();
    await new Promise<void>((resolve) => provider?.close(() => resolve()));
  });

  test("the hero's Chat with us shows the notice and outlines the provider's bubble for 2.5 s", async ({ page }) => {
    await page.goto(`${site.url}/`);
    await hydrated(page);
    // Third parties load after the first interaction.
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    const bubble = page.locator("[data-chat-bubble]");
    await expect(bubble).toBeAttached();

    await page.getByRole("link", { name: "Chat with us" }).first().click();
    await expect(page.getByText("Open the chat")).toBeVisible();
    await expect(page.getByText("Tap the chat bubble at the bottom-right to start chatting with the chat assistant.")).toBeVisible();
    await expect(bubble).toHaveCSS("outline-style", "solid");
    await expect(bubble).not.toHaveCSS("outline-style", "solid");
    // The provider answers here, not the salon's own assistant.
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" })).toBeHidden();
    await expect(page).toHaveURL(`${site.url}/`);
  });
});
