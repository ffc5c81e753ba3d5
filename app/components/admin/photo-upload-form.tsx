import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { maxPhotoBytes, photoProblems } from "~/lib/photos/photo-rules";

export type PhotoFieldErrors = Partial<Record<"photo" | "alt", string>>;

const inputClasses = (error?: string) =>
  `mt-2 block min-h-12 w-full rounded-xl border bg-white px-4 text-body text-ink hover:border-eucalyptus focus-visible:border-eucalyptus ${error ? "border-danger" : "border-ink/20"}`;

/**
 * The form that uploads one photo with its description. A plain multipart post (works without
 * JavaScript); a refused upload comes back with the field's own message, and focus moves to it.
 */
export function PhotoUploadForm({
  id,
  title,
  altHint,
  errors,
  alt,
  submitLabel,
  headingLevel = 2,
  children,
}: {
  id: string;
  title: string;
  /** The title's heading level, under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
  altHint: string;
  errors: PhotoFieldErrors;
  alt: string;
  submitLabel: string;
  /** Hidden fields saying what the photo is for. */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const photoInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errors.photo) photoInput.current?.focus();
    else if (errors.alt) altInput.current?.focus();
  }, [errors]);
  // A file past the limit is caught before minutes of uploading on a phone; the server checks again.
  const [tooLarge, setTooLarge] = useState(false);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = photoInput.current?.files?.[0];
    setTooLarge(Boolean(file && file.size > maxPhotoBytes));
    if (file && file.size > maxPhotoBytes) {
      event.preventDefault();
      photoInput.current?.focus();
    }
  };
  // After a saved upload the form starts empty, so the same file is not sent twice by mistake.
  const form = useRef<HTMLFormElement>(null);
  const uploading = useRef(false);
  const refused = Boolean(errors.photo || errors.alt);
  useEffect(() => {
    if (busy) uploading.current = true;
    else if (navigation.state === "idle" && uploading.current) {
      uploading.current = false;
      if (!refused) form.current?.reset();
    }
  }, [busy, navigation.state, refused]);
  const photoError = tooLarge ? photoProblems.tooLarge : errors.photo;
  const Title = `h${headingLevel}` as const;

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={checkSize}
      className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <Title id={`${id}-title`} className="text-lead font-semibold">
        {title}
      </Title>
      {children}
      <div className="mt-4">
        <label htmlFor={`${id}-photo`} className="block text-small font-semibold">
          Photo
        </label>
        <p id={`${id}-photo-hint`} className="mt-1 text-small text-muted">
          JPEG, PNG or WebP, up to {maxPhotoBytes / 1024 / 1024} MB. On an iPhone, pick it from Photos as usual: it is sent as a JPEG.
        </p>
        <input
          ref={photoInput}
          id={`${id}-photo`}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          aria-invalid={photoError ? true : undefined}
          aria-describedby={[`${id}-photo-hint`, photoError ? `${id}-photo-error` : ""].filter(Boolean).join(" ")}
          className="mt-2 block min-h-12 w-full rounded-xl border border-dashed border-ink/25 bg-cream/60 p-2 text-body file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-eucalyptus file:px-4 file:font-semibold file:text-cream"
        />
        {photoError && (
          <p id={`${id}-photo-error`} className="mt-1.5 text-small font-medium text-danger" data-testid="photo-error">
            {photoError}
          </p>
        )}
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-alt`} className="block text-small font-semibold">
          Description
        </label>
        <p id={`${id}-alt-hint`} className="mt-1 text-small text-muted">
          What the photo shows, for people who use a screen reader and for search engines. {altHint}
        </p>
        <input
          ref={altInput}
          id={`${id}-alt`}
          name="alt"
          type="text"
          required
          maxLength={200}
          defaultValue={alt}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={[`${id}-alt-hint`, errors.alt ? `${id}-alt-error` : ""].filter(Boolean).join(" ")}
          className={inputClasses(errors.alt)}
        />
        {errors.alt && (
          <p id={`${id}-alt-error`} className="mt-1.5 text-small font-medium text-danger">
            {errors.alt}
          </p>
        )}
      </div>
      <button type="submit" name="intent" value="upload" disabled={busy} className={buttonClasses("primary", "md", "mt-5 min-h-12")}>
        {busy ? "Preparing the photo…" : submitLabel}
      </button>
    </Form>
  );
}
