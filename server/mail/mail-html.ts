/*
 * The notifications' HTML: one calm column, inline styles only (mail clients drop <style>
 * and external CSS), readable on a phone. Every value from a visitor or an owner goes
 * through escapeHtml, so a "<script>" in a form arrives as text.
 */

/** A label and its value, as an e-mail lists them. */
export interface MailField {
  label: string;
  value: string;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MUTED = "#57534e";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A whole document around `body` (already HTML), in language `lang`. */
export function mailDocument(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1c1917">
${body}
</div>
</body>
</html>`;
}

export function headingHtml(text: string): string {
  return `<h1 style="margin:0 0 4px;font-size:20px;line-height:1.3">${escapeHtml(text)}</h1>`;
}

/** A small grey line (a time, a site). */
export function noteHtml(text: string): string {
  return `<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${escapeHtml(text)}</p>`;
}

/** Plain text as paragraphs: a blank line starts a new one, a line break stays one. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

/** Each label above its value (two columns are too narrow on a phone); line breaks in a value are kept. */
export function fieldsHtml(fields: readonly MailField[]): string {
  const rows = fields.map(
    (field) =>
      `<p style="margin:0 0 12px"><span style="display:block;font-size:13px;color:${MUTED}">${escapeHtml(field.label)}</span>` +
      `<span style="white-space:pre-wrap;word-break:break-word">${escapeHtml(field.value)}</span></p>`,
  );
  return `<div style="background:#ffffff;border:1px solid #e7e5e4;border-radius:8px;padding:16px 16px 4px;margin:0 0 20px">\n${rows.join("\n")}\n</div>`;
}

export function buttonHtml(url: string, label: string): string {
  return `<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1c1917;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** The fields as text: "Label: value", a value's further lines indented under it. */
export function fieldsText(fields: readonly MailField[]): string {
  return fields.map((field) => `${field.label}: ${field.value.replace(/\r?\n/g, "\n  ")}`).join("\n");
}
