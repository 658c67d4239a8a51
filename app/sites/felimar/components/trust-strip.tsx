import { trustPoints } from "../copy";
import { Container } from "./section";
import { CameraIcon, LanguagesIcon, UserRoundIcon, ZapIcon } from "./icons";

const icons = [UserRoundIcon, LanguagesIcon, ZapIcon, CameraIcon];

export function TrustStrip() {
  return (
    <section aria-label="Waarom Felimar" className="border-y border-(--fm-navy)/10 bg-white">
      <Container>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4">
          {trustPoints.map((point, index) => {
            const Icon = icons[index] ?? ZapIcon;
            return (
              <li key={point.title} className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-(--fm-sand-2) text-(--fm-terra-ink)">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="leading-tight">
                  <span className="block font-bold text-(--fm-navy)">{point.title}</span>
                  <span className="text-sm text-(--fm-ink-soft)">{point.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
