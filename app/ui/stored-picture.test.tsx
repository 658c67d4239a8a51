import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { PictureSources } from "./picture-sources";
import { StoredPicture } from "./stored-picture";

const picture: PictureSources = {
  width: 1600,
  height: 1200,
  avif: "/media/a320.avif 320w, /media/a640.avif 640w",
  webp: "/media/w320.webp 320w, /media/w640.webp 640w",
  fallback: "/media/w640.webp",
};

it("draws AVIF then WebP sources and an img that reserves its space and loads lazily", () => {
  const html = renderToStaticMarkup(
    <StoredPicture
      picture={picture}
      alt="The terrace at dusk"
      sizes="(min-width: 768px) 33vw, 100vw"
      className="rounded"
    />,
  );
  expect(html).toBe(
    '<picture><source type="image/avif" srcSet="/media/a320.avif 320w, /media/a640.avif 640w" sizes="(min-width: 768px) 33vw, 100vw"/>' +
      '<source type="image/webp" srcSet="/media/w320.webp 320w, /media/w640.webp 640w" sizes="(min-width: 768px) 33vw, 100vw"/>' +
      '<img src="/media/w640.webp" alt="The terrace at dusk" width="1600" height="1200" loading="lazy" decoding="async" class="rounded"/></picture>',
  );
});

it("loads an eager picture at once and with high priority", () => {
  const html = renderToStaticMarkup(<StoredPicture picture={picture} alt="" sizes="100vw" eager />);
  expect(html).toContain('loading="eager"');
  expect(html).toContain('fetchPriority="high"');
});
