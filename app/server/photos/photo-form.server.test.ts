import { describe, expect, it } from "vitest";
import { photoProblems } from "../../lib/photos/photo-rules";
import { formProblems } from "../request.server";
import { photoUpload, readPhotoForm } from "./photo-form.server";

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://salon.test/admin/photos", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

/** The reason and status a refused form is thrown with. */
async function refusal(request: Request) {
  try {
    await readPhotoForm(request);
  } catch (error) {
    // What React Router's data() throws: the body and the response's init.
    const thrown = error as { data: { reason: string }; init: { status: number } };
    return { status: thrown.init.status, reason: thrown.data.reason };
  }
  return null;
}

describe("reading a photo page's post", () => {
  it("reads the fields and the one photo of a multipart form", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("alt", "The front window");
    form.set("photo", new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], "IMG_1.JPG", { type: "image/jpeg" }));
    const read = await readPhotoForm(post(form));
    expect(read.fields).toEqual({ intent: "upload", alt: "The front window" });
    expect([...(read.photo ?? [])]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  it("takes an empty file input as no photo, and a form without files as any other form", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("photo", new File([], "", { type: "application/octet-stream" }));
    expect((await readPhotoForm(post(form))).photo).toBeNull();
    expect(await readPhotoForm(post("intent=remove&position=2", "application/x-www-form-urlencoded"))).toEqual({
      fields: { intent: "remove", position: "2" },
      photo: null,
    });
  });

  it("refuses a garbled body, a file under another name and text it cannot store, each with a 4xx and its reason", async () => {
    expect(
      await refusal(
        post('--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nhalf', "multipart/form-data; boundary=x"),
      ),
    ).toMatchObject({
      status: 400,
      reason: formProblems.unreadable,
    });
    const stray = new FormData();
    stray.set("attachment", new File(["x"], "a.pdf"));
    expect(await refusal(post(stray))).toMatchObject({ status: 400, reason: formProblems.file });
    const nul = new FormData();
    nul.set("alt", "a\u0000b");
    expect(await refusal(post(nul))).toMatchObject({ status: 400, reason: formProblems.unstorableText });
    expect(await refusal(post("{}", "application/json"))).toMatchObject({ status: 415, reason: formProblems.contentType });
  });
});

describe("an upload", () => {
  it("names every wrong field at once, before the photo is made", async () => {
    expect(await photoUpload({ fields: { alt: " " }, photo: null })).toEqual({
      ok: false,
      status: 400,
      errors: { photo: photoProblems.missing, alt: photoProblems.altMissing },
    });
    expect(await photoUpload({ fields: {}, photo: Buffer.from("%PDF-1.7") })).toEqual({
      ok: false,
      status: 415,
      errors: { photo: photoProblems.notPhoto, alt: photoProblems.altMissing },
    });
    expect(await photoUpload({ fields: { alt: "Bottle" }, photo: Buffer.from([0xff, 0xd8, 0xff, 0x00]) })).toEqual({
      ok: false,
      status: 400,
      errors: { photo: photoProblems.unreadable },
    });
  });
});
