import { ImageIcon, ImageUpIcon, TrashIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useController } from "react-hook-form";
import { Button } from "#app/ui/button.tsx";
import { errorMessage, leaveIfSignedOut } from "../api";
import { useContentEditor } from "../content-context";
import type { FieldNode } from "../content-schema-walk";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, uploadPhoto, type UploadProgress } from "../content-upload";
import { useAdminMessages } from "../use-admin-messages";

/**
 * A photo of the document: the chosen file is uploaded at once (the server strips its
 * metadata and makes the sizes the page needs), then its thumbnail is shown and its id
 * goes into the document, which the section's Save publishes. A refused file is
 * explained here, beside the field, and the photo before it stays.
 */
export function ContentPhotoField({ field, name }: { field: FieldNode; name: string }) {
  const { site, images, addImage } = useContentEditor();
  const words = useAdminMessages().t.content.photo;
  const { field: control, fieldState } = useController({ name });
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const imageId = typeof control.value === "string" ? control.value : null;
  const image = imageId ? images[imageId] : undefined;
  const error = uploadError ?? fieldState.error?.message;

  async function upload(file: File) {
    setUploadError(undefined);
    if (file.size > MAX_PHOTO_BYTES) {
      setUploadError(words.tooLarge);
      return;
    }
    setProgress({ phase: "uploading", percent: 0 });
    try {
      const stored = await uploadPhoto(site, file, setProgress, words);
      addImage(stored);
      control.onChange(stored.id);
    } catch (caught) {
      if (!leaveIfSignedOut(caught)) setUploadError(errorMessage(caught));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  const status =
    progress === null ? "" : progress.phase === "uploading" ? words.uploading(progress.percent) : words.processing;
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{field.label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {image ? (
            <img
              src={image.previewUrl}
              alt={words.chosen(field.label)}
              width={image.width}
              height={image.height}
              className="size-full object-cover"
            />
          ) : imageId ? (
            <span className="px-2 text-center text-xs text-muted-foreground">{words.saved}</span>
          ) : (
            <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={progress !== null}
              onClick={() => input.current?.click()}
            >
              <ImageUpIcon aria-hidden="true" />
              {imageId ? words.replace : words.upload}
            </Button>
            {imageId && progress === null ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => control.onChange(null)}>
                <TrashIcon aria-hidden="true" />
                {words.remove}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">{words.formats}</p>
        </div>
        {/* The button above opens it; hidden from the tab order so focus never lands on an invisible control. */}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES}
          tabIndex={-1}
          aria-label={words.chooseFile(field.label)}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      <div aria-live="polite" className="text-sm text-muted-foreground">
        {status ? (
          <div className="grid max-w-xs gap-1">
            <span>{status}</span>
            {progress?.phase === "uploading" ? (
              <progress max={100} value={progress.percent} className="h-2 w-full" aria-hidden="true" />
            ) : null}
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
