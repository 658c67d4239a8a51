import { useRef } from "react";
import { hero } from "../content";
import { useCanvasAnimation } from "../lib/canvas-animation";
import { container } from "../lib/styles";
import { Icon } from "./icon";
import { SmartLink } from "./smart-link";

/**
 * The hero. Its text is in the prerendered HTML; CSS reveals it from 500 ms after load
 * (community.css, .hero-rise and .hero-reveal). The heading, the Largest Contentful Paint,
 * is painted from the first frame and only rises into place; no line ever starts at
 * opacity 0.
 */
export function Hero({ signupUrl }: { signupUrl: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useCanvasAnimation(canvas, "hero");

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[max(40rem,100svh)] flex-col overflow-hidden"
    >
      <canvas ref={canvas} aria-hidden="true" className="scene-canvas absolute inset-0 -z-10 size-full" />
      <div aria-hidden="true" className="hero-veil pointer-events-none absolute inset-0 -z-10" />

      <div className={`${container} flex flex-1 flex-col justify-center pb-24 pt-32 sm:pt-36`}>
        <RevealLine delayMs={500}>
          <p className="hero-badge font-display">{hero.eyebrow}</p>
        </RevealLine>
        <h1 id="hero-title" className="hero-rise hero-title font-display" style={{ animationDelay: "500ms" }}>
          {hero.titleStart} <span className="text-gradient">{hero.titleEnd}</span>
        </h1>
        <RevealLine delayMs={620} className="mt-7">
          <p className="max-w-xl text-lg leading-relaxed text-[#c3c0e4] sm:text-xl">{hero.lead}</p>
        </RevealLine>
        <RevealLine delayMs={740} className="mt-10">
          <div className="flex flex-wrap items-center gap-3">
            <SmartLink href={signupUrl} className="c-btn-primary">
              {hero.cta}
              <Icon name="arrowUpRight" className="c-arrow c-arrow-out" />
            </SmartLink>
            <a href="#network" className="c-btn-secondary">
              {hero.secondary}
              <Icon name="arrowDown" className="c-arrow c-arrow-down" />
            </a>
          </div>
        </RevealLine>
      </div>
    </section>
  );
}

/** A line that slides up into view from under its own edge (community.css, .hero-reveal). */
function RevealLine({
  delayMs,
  className = "",
  children,
}: {
  delayMs: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`hero-reveal-mask ${className}`}>
      <div className="hero-reveal" style={{ animationDelay: `${delayMs}ms` }}>
        {children}
      </div>
    </div>
  );
}
