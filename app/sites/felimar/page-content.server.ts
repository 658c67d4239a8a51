import type { PictureSources } from "#app/ui/picture-sources.ts";
import type { Db } from "#server/db/database.ts";
import { loadPictures } from "#server/images/load-pictures.ts";
import { readablePhone } from "../phone-display.server";
import type { FelimarContact } from "./contact-context";
import type { FelimarContent, FelimarDetails, FelimarGalleryItem } from "./site-content";
import type { GalleryCard } from "./types";

/** The pictures of the visible gallery items' photos and the founders' photos, by id. */
export async function loadPagePictures(db: Db, content: FelimarContent): Promise<Record<string, PictureSources>> {
  const ids = [
    ...visibleGallery(content).map((item) => item.imageId),
    ...content.details.founders.map((founder) => founder.imageId),
  ];
  return loadPictures(db, [...new Set(ids.filter((id): id is string => id !== null))]);
}

const visibleGallery = (content: FelimarContent): FelimarGalleryItem[] =>
  content.gallery.filter((item) => !item.hidden);

export function galleryCards(content: FelimarContent, pictures: Record<string, PictureSources>): GalleryCard[] {
  return visibleGallery(content).map((item) => ({
    id: item.id,
    titel: item.titel,
    caption: item.caption,
    image_url: item.image_url,
    picture: (item.imageId && pictures[item.imageId]) || null,
  }));
}

/** The details as shown: numbers formatted for reading ("+34 612 48 93 07"), links built from the E.164 form. */
export function pageContact(details: FelimarDetails, pictures: Record<string, PictureSources>): FelimarContact {
  return {
    phone: { display: readablePhone(details.phone), href: `tel:${details.phone}` },
    whatsapp: {
      display: readablePhone(details.whatsapp),
      digits: details.whatsapp.replace(/\D/g, ""),
      message: details.whatsappMessage,
    },
    email: details.email,
    hours: details.hours,
    base: details.base,
    social: details.social,
    founders: details.founders.map(({ name, role, bio, imageId }) => ({
      name,
      role,
      bio,
      picture: (imageId && pictures[imageId]) || null,
    })),
  };
}
