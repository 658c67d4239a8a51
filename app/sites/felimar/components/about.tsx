import { StoredPicture } from "#app/ui/stored-picture.tsx";
import { useContact } from "../contact-context";
import { felimar } from "../content";
import { aboutCopy } from "../copy";
import { Container, SectionHeading } from "./section";
import { CircleCheckIcon, LanguagesIcon } from "./icons";

const initials = (name: string) =>
  name
    .split(" ")
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

const firstName = (name: string) => name.split(" ")[0] ?? name;

export function About() {
  const { founders } = useContact();
  const [first, second] = founders;
  const title = second ? `${firstName(first!.name)} & ${firstName(second.name)}` : (first?.name ?? "");
  return (
    <section id="over-ons" aria-labelledby="over-ons-title" className="bg-(--fm-sand) py-20 sm:py-28">
      <Container className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading id="over-ons-title" eyebrow={aboutCopy.eyebrow} title={title} intro={aboutCopy.intro} />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <span className="flex items-center gap-2 text-sm font-semibold text-(--fm-navy)">
              <LanguagesIcon aria-hidden="true" className="size-5 text-(--fm-terra-ink)" />
              Wij spreken
            </span>
            <ul className="flex gap-2" aria-label="Talen">
              {felimar.languages.map((language) => (
                <li key={language.code}>
                  <abbr
                    title={language.name}
                    className="inline-flex h-9 min-w-12 items-center justify-center rounded-full border border-(--fm-navy)/15 bg-white px-3 text-sm font-bold tracking-wide text-(--fm-navy) no-underline"
                  >
                    {language.short}
                  </abbr>
                </li>
              ))}
            </ul>
          </div>
          <ul className="mt-10 grid gap-5">
            {aboutCopy.points.map((point) => (
              <li key={point.title} className="flex gap-3">
                <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--fm-whatsapp)" />
                <span>
                  <span className="font-bold text-(--fm-navy)">{point.title}.</span>{" "}
                  <span className="text-(--fm-ink-soft)">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid content-start gap-6 sm:grid-cols-2">
          {founders.map((founder, index) => (
            <li
              key={`${index}:${founder.name}`}
              className={
                "relative flex flex-col rounded-3xl border border-(--fm-navy)/10 bg-white p-7 shadow-[0_24px_50px_-34px_rgba(15,42,68,0.5)] " +
                (index === 1 ? "sm:mt-14" : "")
              }
            >
              {founder.picture ? (
                <StoredPicture
                  picture={founder.picture}
                  alt={founder.name}
                  sizes="80px"
                  className="size-20 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className={
                    "fm-serif flex size-20 items-center justify-center rounded-full text-2xl font-semibold text-white " +
                    (index % 2 === 0 ? "bg-(--fm-sea)" : "bg-(--fm-terra)")
                  }
                >
                  {initials(founder.name)}
                </span>
              )}
              <h3 className="fm-serif mt-6 text-2xl font-semibold text-(--fm-navy)">{founder.name}</h3>
              <p className="mt-1 text-sm font-bold tracking-wide text-(--fm-terra-ink) uppercase">{founder.role}</p>
              <p className="mt-4 leading-relaxed text-(--fm-ink-soft)">{founder.bio}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
