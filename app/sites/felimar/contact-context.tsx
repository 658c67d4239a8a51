import { createContext, use, type ReactNode } from "react";
import type { PictureSources } from "#app/ui/picture-sources.ts";

/**
 * Felimar's contact details and founders as the page shows them: built on the server
 * from the content document (page-content.server.ts, where libphonenumber formats the
 * numbers, so none of it reaches the browser), passed down through this context.
 */
export interface FelimarContact {
  phone: { display: string; href: string };
  whatsapp: { display: string; digits: string; message: string };
  email: string;
  hours: string;
  base: string;
  social: { label: string; handle: string; href: string }[];
  founders: { name: string; role: string; bio: string; picture: PictureSources | null }[];
}

const ContactContext = createContext<FelimarContact | null>(null);

export function ContactProvider({ contact, children }: { contact: FelimarContact; children: ReactNode }) {
  return <ContactContext value={contact}>{children}</ContactContext>;
}

export function useContact(): FelimarContact {
  const contact = use(ContactContext);
  if (!contact) throw new Error("useContact needs a ContactProvider");
  return contact;
}

/** The WhatsApp chat link (wa.me takes digits only) with a prefilled message, the owner's by default. */
export function whatsappHref(contact: FelimarContact, message: string = contact.whatsapp.message): string {
  return `https://wa.me/${contact.whatsapp.digits}?text=${encodeURIComponent(message)}`;
}

export const emailHref = (contact: FelimarContact) => `mailto:${contact.email}`;
