import { lazy } from "react";
import { HydrateWhenVisible } from "#app/lib/hydrate-when-visible.tsx";
import type { HousingContactFormProps } from "./housing-contact-form";

const HousingContactForm = lazy(() => import("./housing-contact-form"));

/**
 * The housing contact form as pages embed it: rendered in the page's HTML, its
 * code (form library, validation) loaded only when it nears the viewport.
 */
export function HousingContact(props: HousingContactFormProps) {
  return (
    <HydrateWhenVisible>
      <HousingContactForm {...props} />
    </HydrateWhenVisible>
  );
}
