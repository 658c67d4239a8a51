import type { ContentFile } from "#app/sites/felimar/content.server.ts";

/**
 * Classic XSS payloads. Each one that could ever run sets `window.__xss` (or opens a
 * dialog), so a page that shows them can be checked for having run none. All are at
 * most 80 characters, so each fits every stored text field it is tried in.
 */
export const XSS_PAYLOADS: readonly string[] = [
  "<script>window.__xss=1</script>",
  '"><img src=x onerror="window.__xss=2">',
  "'><svg onload=window.__xss=3>",
  "<svg><script>window.__xss=4</script></svg>",
  // Breaking out of an inline <script> (hydration data, JSON-LD) or of <title>.
  "</script><script>window.__xss=5</script>",
  "</title><script>window.__xss=6</script>",
  '{"x":"</script><script>window.__xss=7</script>"}',
  "javascript:window.__xss=8",
  '<a href="javascript:window.__xss=9" id=xss-link>klik</a>',
  '<iframe srcdoc="<script>parent.__xss=10</script>"></iframe>',
  "`${window.__xss=11}`",
  "'-(window.__xss=12)-'",
  '\\";window.__xss=13;//',
  "\u2028\u2029</script><script>window.__xss=14</script>",
  "<img src=x onerror=alert(15)>",
  '<details open ontoggle="window.__xss=16">',
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=17>",
  "<!--<script>window.__xss=18</script>-->",
  "&lt;script&gt;window.__xss=19&lt;/script&gt;",
  "<body onload=window.__xss=20>",
  "\uff1cscript\uff1ewindow.__xss=21\uff1c/script\uff1e",
  "\u202e<b onmouseover=window.__xss=22>tekst</b>\u202c",
  "<meta http-equiv=refresh content='0;url=javascript:window.__xss=23'>",
];

/**
 * The payloads that open a tag. Served HTML must never hold one verbatim: as text or an
 * attribute `<` becomes `&lt;`, inside an inline script `\u003c`. (Quotes alone prove
 * nothing: inside a JSON string a `'` is inert and stays as it is.)
 */
export const MARKUP_PAYLOADS = XSS_PAYLOADS.filter((payload) => payload.includes("<"));

/** Felimar's packages, gallery and testimonials with a payload in every text field the page shows. */
export function felimarXssContent(): ContentFile {
  const at = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;
  return {
    bundles: Array.from({ length: 12 }, (_, index) => ({
      titel: at(index),
      vanaf_prijs: at(index + 1).slice(0, 40),
      bullets: [at(index + 2), at(index + 3)],
      cta_label: at(index + 4).slice(0, 40),
    })),
    gallery: XSS_PAYLOADS.map((payload, index) => ({ titel: payload, caption: at(index + 5), image_url: null })),
    testimonials: XSS_PAYLOADS.map((payload, index) => ({
      quote: payload,
      naam: at(index + 6),
      plaats: at(index + 7),
    })),
  };
}
