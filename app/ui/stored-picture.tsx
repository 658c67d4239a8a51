import type { PictureSources } from "./picture-sources";

export type { PictureSources };

export interface StoredPictureProps {
  picture: PictureSources;
  alt: string;
  /** The sizes attribute: how wide the picture is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold (the hero, the first gallery row): load at once. Otherwise lazy. */
  eager?: boolean;
  className?: string;
}

/**
 * An uploaded photo: AVIF where the browser takes it, WebP otherwise, at the width the
 * layout needs. width and height are the original's, so the browser reserves the space
 * before a byte arrives (no layout shift); CSS may scale it (height: auto keeps the ratio).
 */
export function StoredPicture({ picture, alt, sizes, eager = false, className }: StoredPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.fallback}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
