import type * as React from "react";

/** Eyebrow, title and lead of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  center = false,
}: {
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={center ? "c-eyebrow c-eyebrow-center" : "c-eyebrow"}>{eyebrow}</p>
      <h2 id={id} className="font-display c-title">
        {title}
      </h2>
      {lead ? <p className="c-lead">{lead}</p> : null}
    </div>
  );
}
