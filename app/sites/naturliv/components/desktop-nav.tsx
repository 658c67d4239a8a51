import { Link } from "react-router";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "#app/ui/navigation-menu.tsx";
import type { NaturlivContent } from "../content/types";
import { useLinkPath } from "#app/lib/own-domain.ts";

/**
 * The main navigation on wide screens: Home, the Projects dropdown (every model
 * leads to the projects page in the page's language), About, Contact and Blog. Hover opens the dropdown after
 * 200 ms, a neighbouring trigger within 300 ms opens at once, and leaving closes
 * it after 150 ms (Radix's fixed close delay).
 */
export default function DesktopNav({ content }: { content: NaturlivContent }) {
  const toLink = useLinkPath();
  const { nav } = content;
  return (
    <NavigationMenu delayDuration={200} skipDelayDuration={300} aria-label={nav.label}>
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuLink asChild>
            <Link to={toLink(content.home)} className={navigationMenuTriggerStyle}>
              {nav.home}
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuTrigger>{nav.projects}</NavigationMenuTrigger>
          <NavigationMenuContent className="w-[34rem] p-3">
            <p className="px-3 pt-1 pb-3 text-sm text-muted-foreground">{nav.projectsIntro}</p>
            <ul className="grid grid-cols-2 gap-1">
              {nav.models.map((model) => (
                <li key={model.name}>
                  <NavigationMenuLink asChild>
                    <Link to={toLink(content.projectsPath)} className="block rounded-lg px-3 py-2.5">
                      <span className="block font-medium text-(--nl-forest)">{model.name}</span>
                      <span className="mt-0.5 block text-sm text-muted-foreground">{model.summary}</span>
                    </Link>
                  </NavigationMenuLink>
                </li>
              ))}
            </ul>
            <div className="mt-2 border-t border-border px-3 pt-3 pb-1">
              <NavigationMenuLink asChild>
                <Link
                  to={toLink(content.projectsPath)}
                  className="-mx-3 inline-flex px-3 py-1.5 text-sm font-semibold text-(--nl-forest) underline-offset-4 hover:underline"
                >
                  {nav.viewAll}
                </Link>
              </NavigationMenuLink>
            </div>
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild>
            <Link to={toLink(content.home)} className={navigationMenuTriggerStyle}>
              {nav.about}
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild>
            <a href="#contact" className={navigationMenuTriggerStyle}>
              {nav.contact}
            </a>
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild>
            <Link to={toLink(content.home)} className={navigationMenuTriggerStyle}>
              {nav.blog}
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}
