interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
}

/** Eyebrow, serif heading, a small ornament and an optional intro: every section opens with it. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center" }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-xl"}>
      <p className="nr-eyebrow">{eyebrow}</p>
      <h2 id={id} className="nr-heading mt-3 text-4xl sm:text-5xl">
        {title}
      </h2>
      <div className={`nr-ornament mt-5 ${centered ? "justify-center" : ""}`} aria-hidden="true">
        <span />
      </div>
      {intro ? <p className="nr-intro mt-5 text-lg">{intro}</p> : null}
    </div>
  );
}
