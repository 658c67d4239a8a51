import type { Role } from "#app/admin/api-types.ts";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import type { MailMessage } from "../mail/mailer";

/** The e-mailed sign-in link: plain text and a simple HTML part carrying the same link. */
export function signInMail(to: string, url: string): MailMessage {
  const text = [
    "Hello,",
    "",
    "Open this link to sign in to the back office:",
    url,
    "",
    "It works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.",
  ].join("\n");
  return {
    to,
    subject: "Your sign-in link",
    text,
    html: html(
      "Sign in to the back office",
      "Sign in",
      url,
      "It works once, for 15 minutes. If you did not ask for it, ignore this e-mail.",
    ),
  };
}

/** An invitation: who the account is for (its role and sites) and the one-time link (24 hours). */
export function inviteMail(to: string, url: string, role: Role, sites: SiteKey[]): MailMessage {
  const scope =
    role === "operator"
      ? "as an operator (every site, and the accounts)"
      : `for ${sites.map((site) => siteInfo(site).name).join(", ")}`;
  const text = [
    "Hello,",
    "",
    `You are invited to the back office ${scope}, where the sites' form submissions arrive.`,
    "Open this link to sign in, then add a passkey so that you can sign in without e-mail next time:",
    url,
    "",
    "The link works once, for 24 hours.",
  ].join("\n");
  return {
    to,
    subject: "You are invited to the back office",
    text,
    html: html(
      `You are invited to the back office ${scope}.`,
      "Accept the invitation",
      url,
      "The link works once, for 24 hours.",
    ),
  };
}

function html(intro: string, action: string, url: string, note: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(note)}</p>
</body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
