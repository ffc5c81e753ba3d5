import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { storagePolicy } from "~/config/salon";
import { storageUnavailableMessage } from "~/lib/storage-errors";
import { resetStorageHealth } from "./db/storage.server";
import { createdAnswer, jsonAddress } from "./json-address.server";

/** Run the middleware as React Router would for `method path` with `body`; `next` stands for the page. */
async function reach(path: string, method: string, body?: string) {
  const answer = vi.fn((parsed: unknown) => Promise.resolve(Response.json({ answered: parsed }, { status: 201 })));
  const page = new Response("<html>the page</html>", { headers: { "content-type": "text/html" } });
  const next = vi.fn(() => Promise.resolve(page));
  const url = new URL(`http://localhost${path}`);
  const request = new Request(url, { method, body, headers: body === undefined ? {} : { "content-type": "application/json" } });
  const response = (await jsonAddress(answer)({ request, url, pattern: path.slice(1), params: {}, context: new RouterContextProvider() }, next)) as Response;
  return { response, answer, next, page };
}

describe("a feature's JSON address", () => {
  it("steps aside at the page's own address, so the form action and the page run", async () => {
    const { response, answer, page } = await reach("/contact", "POST", '{"name":"Robin"}');
    expect(response).toBe(page);
    expect(answer).not.toHaveBeenCalled();
  });

  it("under /api/ hands the parsed body to the feature and returns its answer as it is, never the page", async () => {
    const { response, next } = await reach("/api/leads", "POST", '{"name":"Robin"}');
    expect(next).not.toHaveBeenCalled();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ answered: { name: "Robin" } });
  });

  it("answers anything but a POST with a 405 naming POST", async () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE"]) {
      const { response, answer, next } = await reach("/api/feedback", method, method === "GET" || method === "HEAD" ? undefined : "{}");
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("POST");
      if (method !== "HEAD") expect(await response.json(), method).toEqual({ error: "Method not allowed" });
      expect(answer).not.toHaveBeenCalled();
      expect(next).not.toHaveBeenCalled();
    }
  });

  it("refuses a body that is not JSON with readJson's reason, before the feature sees it", async () => {
    const { response, answer } = await reach("/api/newsletter", "POST", "email=robin%40example.com");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Request body is not valid JSON" });
    expect(answer).not.toHaveBeenCalled();
  });
});

describe("the answer to a write that creates one thing", () => {
  type Stored = { ok: true; id: number; sentiment: string } | { ok: false; status: 400; error: string };
  const answer = (store: () => Promise<Stored>) => createdAnswer(store, ({ id, sentiment }) => ({ id, sentiment }));

  it("is a 201 with the fields the feature picks", async () => {
    const response = await answer(() => Promise.resolve({ ok: true, id: 7, sentiment: "positive" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: 7, sentiment: "positive" });
  });

  it("passes a refusal on with its status and reason", async () => {
    const response = await answer(() => Promise.resolve({ ok: false, status: 400, error: "feedback: Too short" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "feedback: Too short" });
  });

  it("is a 503 with Retry-After when the disk is full, and lets any other failure through", async () => {
    const full = Object.assign(new Error("could not extend file: No space left on device"), { code: "53100" });
    const response = await answer(() => Promise.reject(full));
    resetStorageHealth();
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe(String(storagePolicy.retryAfterSeconds));
    expect(await response.json()).toEqual({ error: storageUnavailableMessage });
    await expect(answer(() => Promise.reject(new Error("a bug")))).rejects.toThrow("a bug");
  });
});
