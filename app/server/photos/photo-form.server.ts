import { data } from "react-router";
import { photoAltText, photoFileProblem, photoProblems, photoProblemStatus } from "../../lib/photos/photo-rules.ts";
import { isStorableText } from "../../lib/storable-input.ts";
import { formProblems, readForm } from "../request.server.ts";
import { preparePhoto, type PreparedPhoto } from "./photo-pipeline.server.ts";

export type PhotoForm = { fields: Record<string, string>; photo: Buffer | null };

/**
 * Read a photo page's post: its text fields, and the one file named `photo` when the form carries one.
 * Forms without a file (remove, reorder, describe) are read as any other form. A body that is not a
 * readable form, a file under another name, or text that cannot be stored is a 4xx with its reason.
 */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  if (!/^\s*multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    const form = await readForm(request);
    return { fields: Object.fromEntries([...form].map(([name, value]) => [name, String(value)])), photo: null };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ reason: formProblems.unreadable }, { status: 400, statusText: "Bad Request" });
  }
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for (const [name, value] of form) {
    if (typeof value === "string") {
      if (!isStorableText(name) || !isStorableText(value))
        throw data({ reason: formProblems.unstorableText }, { status: 400, statusText: "Bad Request" });
      fields[name] = value;
    } else if (name === "photo" && photo === null) {
      // An empty file input is sent as a nameless empty file: the same as no photo chosen.
      photo = value.size > 0 ? Buffer.from(await value.arrayBuffer()) : null;
    } else {
      throw data({ reason: formProblems.file }, { status: 400, statusText: "Bad Request" });
    }
  }
  return { fields, photo };
}

export type PhotoUpload =
  { ok: true; photo: PreparedPhoto; alt: string } | { ok: false; status: 400 | 413 | 415; errors: { photo?: string; alt?: string } };

/** The uploaded photo made ready to store, with its description; or what is wrong with either, per field. */
export async function photoUpload(form: PhotoForm): Promise<PhotoUpload> {
  const alt = photoAltText(form.fields.alt);
  // The cheap checks first, both fields at once: the photo is made only when everything else is right.
  const fileProblem = form.photo ? photoFileProblem(form.photo) : photoProblems.missing;
  if (fileProblem || !alt.ok) {
    const errors = { ...(fileProblem ? { photo: fileProblem } : {}), ...(alt.ok ? {} : { alt: alt.problem }) };
    return { ok: false, status: fileProblem ? photoProblemStatus(fileProblem) : 400, errors };
  }
  const prepared = await preparePhoto(form.photo as Buffer);
  if (!prepared.ok) return { ok: false, status: photoProblemStatus(prepared.problem), errors: { photo: prepared.problem } };
  return { ok: true, photo: prepared.photo, alt: alt.alt };
}
