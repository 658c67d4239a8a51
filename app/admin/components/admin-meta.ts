import type { MetaDescriptor } from "react-router";

/** Every back-office page: its title, and never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Back office` }, { name: "robots", content: "noindex" }];
}

/** Every back-office page speaks English. */
export const adminHandle = { lang: "en" };
