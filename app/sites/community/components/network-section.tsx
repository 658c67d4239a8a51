import { useRef } from "react";
import { network, networkNodes } from "../content";
import { useCanvasAnimation } from "../lib/canvas-animation";
import { container } from "../lib/styles";
import { SectionHeading } from "./section-heading";

/** 'The Network': the eight stakeholders on a live canvas, named again in the legend beside it. */
export function NetworkSection() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useCanvasAnimation(canvas, "stakeholders", networkNodes);

  return (
    <section id="network" aria-labelledby="network-title" className="scroll-mt-8 py-24 sm:py-32">
      <div className={`${container} grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16`}>
        <div>
          <SectionHeading id="network-title" eyebrow="Who we are" title={network.title} lead={network.lead} />
          <h3 className="c-label mt-10 text-[#c9c6ec]">{network.legendTitle}</h3>
          <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {networkNodes.map((node) => (
              <li key={node.type} className="flex items-center gap-3 text-[0.95rem] text-[#d5d3f0]">
                <span aria-hidden="true" className="legend-dot" style={{ color: node.color }} />
                {node.label}
              </li>
            ))}
          </ul>
        </div>
        <div className="network-panel c-panel">
          <canvas ref={canvas} aria-hidden="true" className="scene-canvas block aspect-square w-full sm:aspect-[4/3]" />
        </div>
      </div>
    </section>
  );
}
