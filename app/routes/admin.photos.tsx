import { Form, Link, data, redirect, useNavigation } from "react-router";
import { PhotoUploadForm, type PhotoFieldErrors } from "~/components/admin/photo-upload-form";
import { PhotoFocusField } from "~/components/admin/post-fields";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { focusName, photoFocusPoints, type PhotoFocus } from "~/lib/blog-post-rules";
import {
  filledSummary,
  focusFromTap,
  postSlugOf,
  removedNote,
  savedNote,
  slotElementId,
  slotGroups,
  slotShapes,
} from "~/lib/photos/photo-slots";
import { parsePhotoPath, photoPathFor, variantWidths } from "~/lib/photos/photo-rules";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { removePostPhoto, setPostFocus, setPostPhoto } from "~/server/blog-posts.server";
import { database } from "~/server/db/client.server";
import { photoUpload, readPhotoForm } from "~/server/photos/photo-form.server";
import { removeSlotPhoto, setSlotFocus, setSlotPhoto } from "~/server/photos/photos.server";
import { currentShotList, type SlotWithPhoto } from "~/server/photos/shot-list.server";
import type { Route } from "./+types/admin.photos";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

/** How wide the photo she taps to set its focus is shown, in CSS pixels: it fits a 390 px phone inside its card. */
const tapWidth = 288;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const slots = await currentShotList(database());
  const params = new URL(request.url).searchParams;
  return data({ slots, done: params.get("done"), doneSlot: params.get("slot") }, { headers: privateHeaders });
}

type ActionData = { slot: string; errors: PhotoFieldErrors; alt: string; focus: string } | { slot: string; problem: string };

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = await readPhotoForm(request);
  const { fields } = form;
  const db = database();
  const slot = (await currentShotList(db)).find((candidate) => candidate.key === fields.slot);
  if (!slot)
    throw data(
      { reason: "That place is not on the shot list any more: the page it belonged to may have been hidden." },
      { status: 404, headers: privateHeaders },
    );
  const post = postSlugOf(slot.key);
  const done = (message: string) =>
    redirect(`/admin/photos?done=${encodeURIComponent(message)}&slot=${encodeURIComponent(slot.key)}#${slotElementId(slot.key)}`, {
      status: 303,
    });
  const refuse = (problem: string, status: 400 | 404) => data<ActionData>({ slot: slot.key, problem }, { status, headers: privateHeaders });

  switch (fields.intent) {
    case "upload": {
      const upload = await photoUpload(form);
      if (!upload.ok)
        return data<ActionData>(
          { slot: slot.key, errors: upload.errors, alt: fields.alt ?? "", focus: fields.focus ?? "centre" },
          { status: upload.status, headers: privateHeaders },
        );
      const [x, y] = photoFocusPoints[fields.focus as PhotoFocus] ?? photoFocusPoints.centre;
      if (post) {
        const change = await setPostPhoto(db, post, upload.photo, upload.alt, { x, y }, actor);
        if (!change.ok) return refuse(change.problem, 404);
      } else await setSlotPhoto(db, slot.key, upload.photo, upload.alt, { x, y }, actor);
      throw done(savedNote(slot));
    }
    case "focus": {
      // A tap on the photo sends where it landed; the list beside it sends one of the nine points.
      const tapped =
        fields["tap.x"] === undefined
          ? null
          : focusFromTap(Number(fields["tap.x"]), Number(fields["tap.y"]), Number(fields.shownWidth), Number(fields.shownHeight));
      const named = photoFocusPoints[fields.focus as PhotoFocus];
      const focus = tapped ?? (named ? { x: named[0], y: named[1] } : null);
      if (!focus) return refuse("Tap the photo where it matters most, or choose a point from the list.", 400);
      const changed = post ? (await setPostFocus(db, post, focus, actor)).ok : await setSlotFocus(db, slot.key, focus, actor);
      if (!changed) return refuse("That place has no photo any more: add one first.", 404);
      throw done(`${slot.label}: the photo now keeps that point in view.`);
    }
    case "remove": {
      const removed = post ? (await removePostPhoto(db, post, actor)).ok : await removeSlotPhoto(db, slot.key, actor);
      if (!removed) return refuse("That photo was already removed.", 404);
      throw done(removedNote(slot));
    }
  }
  throw data({ reason: "That is not something this page can do." }, { status: 400, headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Salon photos",
    description: "The shot list: every place on the site that shows your photos.",
    path: "/admin/photos",
    noindex: true,
  });

/** Where a focus point sits on the shown photo, from its CSS object-position ("30% 70%"). */
function focusOf(position: string): { x: number; y: number } {
  const [x = 50, y = 50] = position.split(" ").map((part) => Number.parseFloat(part));
  return { x, y };
}

function Advice({ slot }: { slot: SlotWithPhoto }) {
  return (
    <dl className="mt-3 grid gap-1.5 text-small">
      {[
        ["Light", slot.advice.light],
        ["Framing", slot.advice.framing],
        ["Shape", slotShapes[slot.shape].say],
      ].map(([term, text]) => (
        <div key={term} className="grid grid-cols-[4.5rem_1fr] gap-2">
          <dt className="font-semibold">{term}</dt>
          <dd className="text-muted">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The photo's smallest WebP sharp at twice the tap width (a phone's screen), or its widest. */
function tapSource(photo: { url: string; width: number }) {
  const address = parsePhotoPath(photo.url);
  if (!address) return photo.url;
  const widths = variantWidths(photo.width);
  return photoPathFor({ key: address.key, width: widths.find((width) => width >= tapWidth * 2) ?? photo.width, format: "webp" });
}

/** Her photo, shown to be tapped where it matters most: a native image button sends where the tap landed. */
function FocusControls({ slot, photo, busy }: { slot: SlotWithPhoto; photo: NonNullable<SlotWithPhoto["photo"]>; busy: boolean }) {
  const id = slotElementId(slot.key);
  const shownHeight = Math.round((tapWidth * photo.height) / photo.width);
  const focus = focusOf(photo.position);
  return (
    <details className="mt-4 border-t border-ink/10 pt-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-eucalyptus">
        Point kept in view<span className="sr-only">: {slot.label}</span>
      </summary>
      <div className="mt-2 grid gap-4">
        <form method="post" className="grid gap-2">
          <input type="hidden" name="slot" value={slot.key} />
          <input type="hidden" name="intent" value="focus" />
          <input type="hidden" name="shownWidth" value={tapWidth} />
          <input type="hidden" name="shownHeight" value={shownHeight} />
          <p id={`${id}-tap-hint`} className="text-small text-muted">
            Tap the photo where it matters most (a face, the finished hair): pages that crop it keep that point in view.
          </p>
          <div className="relative w-fit">
            {/* Out of the tab order: a key press would send the top left corner. The list below does the same by keyboard. */}
            <input
              type="image"
              name="tap"
              tabIndex={-1}
              src={tapSource(photo)}
              alt={`Set the point to keep in view on ${photo.alt}`}
              aria-describedby={`${id}-tap-hint`}
              width={tapWidth}
              height={shownHeight}
              style={{ width: tapWidth, height: shownHeight }}
              className="block cursor-crosshair rounded-xl bg-mist/50"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-wattle/80 shadow-lift"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </div>
        </form>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="slot" value={slot.key} />
          <div className="min-w-48 flex-1">
            <PhotoFocusField id={`${id}-focus`} value={focusName(focus.x, focus.y)} hint="Or choose the point from the list." />
          </div>
          <button type="submit" name="intent" value="focus" disabled={busy} className={buttonClasses("secondary", "sm", "min-h-12")}>
            Keep in view
          </button>
        </Form>
      </div>
    </details>
  );
}

function SlotCard({
  slot,
  note,
  answer,
  busy,
}: {
  slot: SlotWithPhoto;
  note: string | null;
  answer: ActionData | undefined;
  busy: boolean;
}) {
  const id = slotElementId(slot.key);
  const picture = slot.photo
    ? { src: slot.photo.url, alt: slot.photo.alt, position: slot.photo.position }
    : slot.art
      ? { src: slot.art.src, alt: "", position: undefined }
      : null;
  const upload = answer && "errors" in answer ? answer : null;
  return (
    <li
      id={id}
      className="scroll-mt-4 rounded-card bg-white p-4 shadow-soft ring-1 ring-ink/5 sm:p-5"
      data-testid={`photo-slot-${slot.key}`}
      data-filled={slot.photo ? "yes" : "no"}
    >
      <article aria-labelledby={`${id}-heading`}>
        <div className="grid grid-cols-[6rem_1fr] gap-4 sm:grid-cols-[9rem_1fr]">
          <div>
            {picture ? (
              <Image
                src={picture.src}
                alt={picture.alt}
                width={slot.photo?.width ?? slot.art?.width ?? 1}
                height={slot.photo?.height ?? slot.art?.height ?? 1}
                sizes="144px"
                className="w-full rounded-xl bg-sand object-cover"
                style={{ aspectRatio: slotShapes[slot.shape].aspect, ...(picture.position ? { objectPosition: picture.position } : {}) }}
              />
            ) : (
              <div
                className="grid w-full place-items-center rounded-xl bg-sand/70 p-2 text-center text-small text-muted"
                style={{ aspectRatio: slotShapes[slot.shape].aspect }}
              >
                No drawing
              </div>
            )}
          </div>
          <div className="min-w-0">
            <h3 id={`${id}-heading`} className="text-lead leading-snug font-semibold">
              {slot.label}
            </h3>
            <p className="mt-1 text-small font-semibold" data-testid="slot-state">
              {slot.photo ? (
                <span className="text-eucalyptus">✓ Filled with your photo</span>
              ) : (
                <span className="text-clay">{slot.art ? "Empty: the drawing shows" : "Empty: the page closes up without it"}</span>
              )}
            </p>
            <p className="mt-1 text-small text-muted">
              Shows on{" "}
              {slot.shows.map((place, index) => (
                <span key={place.path}>
                  {index > 0 && (index === slot.shows.length - 1 ? " and " : ", ")}
                  <Link to={place.path} className="font-semibold text-eucalyptus underline underline-offset-4">
                    {place.page}
                  </Link>
                </span>
              ))}
            </p>
          </div>
        </div>
        <Advice slot={slot} />
        {note && <DoneNote message={note} />}
        {answer && "problem" in answer && <FormRefusal message={answer.problem} />}
        {slot.photo && <FocusControls slot={slot} photo={slot.photo} busy={busy} />}
        <details className="mt-3 border-t border-ink/10 pt-3" open={Boolean(upload)}>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-eucalyptus">
            {slot.photo ? "Replace the photo" : "Add a photo"}
            <span className="sr-only">: {slot.label}</span>
          </summary>
          <div className="mt-2">
            <PhotoUploadForm
              id={`${id}-upload`}
              title={`${slot.photo ? "New photo" : "Photo"} for ${slot.label}`}
              headingLevel={4}
              altHint={slot.altHint}
              errors={upload?.errors ?? {}}
              alt={upload?.alt ?? ""}
              submitLabel="Upload photo"
            >
              <input type="hidden" name="slot" value={slot.key} />
              <div className="mt-4">
                <PhotoFocusField
                  id={`${id}-upload-focus`}
                  value={upload?.focus ?? "centre"}
                  hint="The part of the photo kept in view when a page crops it. You can tap the photo to change it later."
                />
              </div>
            </PhotoUploadForm>
          </div>
        </details>
        {slot.photo && (
          <Form method="post" className="mt-3 border-t border-ink/10 pt-3">
            <input type="hidden" name="slot" value={slot.key} />
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              className={buttonClasses("ghost", "sm", "min-h-11 text-danger")}
            >
              Remove the photo<span className="sr-only">: {slot.label}</span>
            </button>
          </Form>
        )}
      </article>
    </li>
  );
}

export default function SalonPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { slots, done, doneSlot } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const groups = slotGroups
    .map((group) => ({
      group,
      id: `group-${group.toLowerCase().replace(/\W+/g, "-")}`,
      slots: slots.filter((slot) => slot.group === group),
    }))
    .filter((group) => group.slots.length > 0);

  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Salon photos</h1>
      <p className="mt-1 text-muted">
        The shot list: every place on the site that shows one of your photos, and what makes a good picture for it. Until a place has your
        photo, the site shows its drawing. A new photo replaces the one before.
      </p>
      <p className="mt-3 font-semibold" data-testid="shot-list-summary">
        {filledSummary(slots.map((slot) => ({ filled: slot.photo !== null })))}
      </p>
      {done && !doneSlot && !actionData && <DoneNote message={done} />}

      <nav aria-label="Parts of the shot list" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ group, id, slots: inGroup }) => (
            <li key={group}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-mist/70 px-4 text-small font-semibold text-eucalyptus"
              >
                {group} · {filledSummary(inGroup.map((slot) => ({ filled: slot.photo !== null })))}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map(({ group, id, slots: inGroup }) => (
        <section key={group} aria-labelledby={id} className="mt-10">
          <h2 id={id} className="text-h2 font-semibold">
            {group}
          </h2>
          <ul className="mt-4 grid gap-4">
            {inGroup.map((slot) => (
              <SlotCard
                key={slot.key}
                slot={slot}
                busy={busy}
                note={!actionData && doneSlot === slot.key ? done : null}
                answer={actionData?.slot === slot.key ? actionData : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
