import { felimar } from "../content";
import { regionCopy } from "../copy";
import { Container, SectionHeading } from "./section";
import { ClockIcon, MapPinIcon } from "./icons";

/** Map positions of the towns (x, y) and which side their label goes. */
const mapTowns: Record<string, { x: number; y: number; label: "sea" | "land" }> = {
  Torremolinos: { x: 394, y: 92, label: "land" },
  Benalmádena: { x: 350, y: 130, label: "sea" },
  Mijas: { x: 226, y: 142, label: "land" },
  Fuengirola: { x: 262, y: 200, label: "sea" },
  Marbella: { x: 104, y: 262, label: "sea" },
};

function RegionMap() {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" className="h-auto w-full">
      <rect width="480" height="360" fill="#dbe7ef" />
      <path
        d="M0 0h480v36c-22 10-44 26-64 40-18 14-36 30-58 46-22 18-42 36-64 52-22 16-40 28-62 40-32 18-62 30-100 42-46 14-86 24-132 32z"
        fill="#f4ecdf"
      />
      <path
        d="M0 0h480v36c-22 10-44 26-64 40-18 14-36 30-58 46-22 18-42 36-64 52-22 16-40 28-62 40-32 18-62 30-100 42-46 14-86 24-132 32"
        fill="none"
        stroke="#e8d9c0"
        strokeWidth="6"
      />
      <g fill="#e8d9c0">
        <path d="M150 120l26-34 24 30 18-20 30 36z" />
        <path d="M250 90l22-28 22 26 16-16 26 30z" />
        <path d="M40 170l24-30 22 26 16-18 26 30z" />
      </g>
      <text x="196" y="78" textAnchor="middle" className="fill-[#6b5a43] text-[12px] italic">
        Sierra de Mijas
      </text>
      <path
        d="M300 300c20-4 40-4 60 0M330 320c14-3 28-3 42 0M150 330c20-4 40-4 60 0"
        stroke="#9fb8cb"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <text x="330" y="282" textAnchor="middle" className="fill-[#1c5a80] text-[14px] italic">
        Middellandse Zee
      </text>
      <circle cx="462" cy="30" r="4" fill="#8c8478" />
      <text x="452" y="22" textAnchor="end" className="fill-[#5f5a52] text-[12px]">
        Málaga
      </text>
      {felimar.towns.map((town) => {
        const place = mapTowns[town];
        if (!place) return null;
        const sea = place.label === "sea";
        return (
          <g key={town}>
            <circle cx={place.x} cy={place.y} r="13" fill="#b24a22" opacity="0.18" />
            <circle cx={place.x} cy={place.y} r="6.5" fill="#b24a22" stroke="#fff" strokeWidth="2.5" />
            <text
              x={sea ? place.x + 12 : place.x - 12}
              y={sea ? place.y + 22 : place.y - 12}
              textAnchor={sea ? "start" : "end"}
              className="fill-[#0f2a44] text-[15px] font-bold"
            >
              {town}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function Region() {
  return (
    <section id="regio" aria-labelledby="regio-title" className="bg-(--background) py-20 sm:py-28">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="regio-title"
            eyebrow={regionCopy.eyebrow}
            title={regionCopy.title}
            intro={regionCopy.text}
          />
          <ul className="mt-8 flex flex-wrap gap-2.5" aria-label="Plaatsen in ons werkgebied">
            {felimar.towns.map((town) => (
              <li
                key={town}
                className="flex items-center gap-1.5 rounded-full border border-(--fm-navy)/15 bg-white px-4 py-2 text-[0.95rem] font-semibold text-(--fm-navy)"
              >
                <MapPinIcon aria-hidden="true" className="size-4 text-(--fm-terra-ink)" />
                {town}
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-start gap-3 rounded-2xl bg-(--fm-sand-2) p-5 text-(--fm-navy)">
            <ClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--fm-terra-ink)" />
            <span>
              <strong className="font-bold">Reactie op dezelfde werkdag.</strong> Waar de planning het toelaat komen we
              dezelfde dag nog langs.
            </span>
          </p>
        </div>
        <figure className="overflow-hidden rounded-3xl border border-(--fm-navy)/10 shadow-[0_30px_60px_-40px_rgba(15,42,68,0.6)]">
          <RegionMap />
          <figcaption className="sr-only">Kaart van de kust van Torremolinos tot Marbella</figcaption>
        </figure>
      </Container>
    </section>
  );
}
