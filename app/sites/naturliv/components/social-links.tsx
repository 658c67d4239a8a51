import { socialIcons } from "#app/ui/social-icons.tsx";
import type { SocialProfile } from "../../site-content-fields";
import type { NaturlivContent } from "../content/types";

interface SocialLinksProps {
  content: NaturlivContent;
  social: SocialProfile[];
  className: string;
  linkClassName: string;
  iconClassName: string;
  onClick?: () => void;
}

/** The owner's profiles as icon links opening in a new tab, each named for screen readers: in the top bar, the menu and the footer. */
export function SocialLinks({ content, social, className, linkClassName, iconClassName, onClick }: SocialLinksProps) {
  return (
    <ul aria-label={content.topBar.socialLabel} className={className}>
      {social.map(({ network, name, url }) => {
        const Icon = socialIcons[network];
        return (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClick} className={linkClassName}>
              <Icon className={iconClassName} />
              <span className="sr-only">
                {name} {content.topBar.newTab}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
