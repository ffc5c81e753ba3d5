import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputProblems, maxJsonDepth } from "~/lib/storable-input";
import { formProblems, readForm, readJson } from "./request.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

/** What readForm threw: its status and reason. */
async function refusal(request: Request): Promise<{ status: number; reason: unknown }> {
  try {
    await readForm(request);
  } catch (thrown) {
    // data() is thrown as a DataWithResponseInit: { type, data, init }.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit" });
    const { data, init } = thrown as { data: { reason: unknown }; init: ResponseInit };
    return { status: init.status ?? 200, reason: data.reason };
  }
  throw new Error("readForm accepted the request");
}

describe("readJson", () => {
  it("hands back the parsed body of ordinary JSON, script-laden text included", async () => {
    const body = { name: "<script>window.__xss=1</script>", items: [{ id: 1 }], emoji: "💛" };
    expect(await readJson(post(JSON.stringify(body)))).toEqual({ ok: true, body });
  });

  it("refuses empty and malformed bodies", async () => {
    expect(await readJson(post(""))).toEqual({ ok: false, error: "Request body is empty" });
    expect(await readJson(post("{nope"))).toEqual({ ok: false, error: "Request body is not valid JSON" });
  });

  it("refuses NUL characters and lone surrogates in values and keys, which PostgreSQL can't store", async () => {
    for (const text of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '{"props":{"x":"\\ud800"}}', '[["\\udfff"]]']) {
      expect(await readJson(post(text))).toEqual({ ok: false, error: inputProblems.unstorableText });
    }
  });

  it(`refuses nesting deeper than ${maxJsonDepth} levels, however deep`, async () => {
    expect(await readJson(post(`${"[".repeat(maxJsonDepth + 1)}${"]".repeat(maxJsonDepth + 1)}`))).toEqual({
      ok: false,
      error: inputProblems.tooDeep,
    });
    expect(await readJson(post(`${"[".repeat(8000)}${"]".repeat(8000)}`))).toEqual({ ok: false, error: inputProblems.tooDeep });
    expect((await readJson(post(`${"[".repeat(maxJsonDepth)}${"]".repeat(maxJsonDepth)}`))).ok).toBe(true);
  });

  it("never throws, whatever the bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
        const result = await readJson(post(bytes));
        if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("readForm", () => {
  it("reads an ordinary form, url-encoded or multipart", async () => {
    const form = await readForm(post("name=Robin%20Hood&message=%3Cscript%3E", urlencoded));
    expect(form.get("name")).toBe("Robin Hood");
    expect(form.get("message")).toBe("<script>");
    const multipart = new FormData();
    multipart.set("email", "robin@example.com");
    expect((await readForm(post(multipart))).get("email")).toBe("robin@example.com");
  });

  it("refuses anything that isn't a web form with a 415", async () => {
    for (const type of ["application/json", "text/plain", "", "application/x-www-form-urlencodedx", "multipart/mixed; boundary=x"]) {
      expect(await refusal(post("a=b", type ? { "content-type": type } : {}))).toEqual({ status: 415, reason: formProblems.contentType });
    }
  });

  it("refuses a multipart body that can't be read", async () => {
    expect(await refusal(post("garbage", { "content-type": "multipart/form-data; boundary=x" }))).toEqual({
      status: 400,
      reason: formProblems.unreadable,
    });
  });

  it("refuses files and NUL characters, in names or values", async () => {
    const withFile = new FormData();
    withFile.set("photo", new Blob(["x"]), "x.png");
    expect(await refusal(post(withFile))).toEqual({ status: 400, reason: formProblems.file });
    expect(await refusal(post("name=a%00b", urlencoded))).toEqual({ status: 400, reason: formProblems.unstorableText });
    expect(await refusal(post("na%00me=ab", urlencoded))).toEqual({ status: 400, reason: formProblems.unstorableText });
  });
});
