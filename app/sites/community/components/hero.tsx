import { useRef } from "react";
import { communityConfig } from "../config";
import { hero } from "../content";
import { useCanvasAnimation } from "../lib/canvas-animation";
import { container } from "../lib/styles";
import { Icon } from "./icon";
import { SmartLink } from "./smart-link";

/**
 * The hero. Its text is in the prerendered HTML; CSS reveals it from 500 ms after load
 * (community.css, .hero-reveal). The heading, the Largest Contentful Paint, is painted
 * from the first frame and only rises into place; no line ever starts at opacity 0.
 */
export function Hero() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useCanvasAnimation(canvas, "hero");

  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[max(40rem,100svh)] flex-col overflow-hidden">
      <canvas ref={canvas} aria-hidden="true" className="scene-canvas absolute inset-0 -z-10 size-full" />
      <div aria-hidden="true" className="hero-veil pointer-events-none absolute inset-0 -z-10" />

      <div className={`${container} flex flex-1 flex-col justify-center pb-24 pt-32 sm:pt-36`}>
        <p className="hero-reveal hero-badge font-display" style={{ animationDelay: "500ms" }}>
          {hero.eyebrow}
        </p>
        <h1 id="hero-title" className="hero-reveal hero-title font-display" style={{ animationDelay: "500ms" }}>
          {hero.titleStart} <span className="text-gradient">{hero.titleEnd}</span>
        </h1>
        <p className="hero-reveal mt-7 max-w-xl text-lg leading-relaxed text-[#c3c0e4] sm:text-xl" style={{ animationDelay: "620ms" }}>
          {hero.lead}
        </p>
        <div className="hero-reveal mt-10 flex flex-wrap items-center gap-3" style={{ animationDelay: "740ms" }}>
          <SmartLink href={communityConfig.clubSignupUrl} className="c-btn-primary">
            {hero.cta}
            <Icon name="arrowUpRight" className="c-arrow c-arrow-out" />
          </SmartLink>
          <a href="#network" className="c-btn-secondary">
            {hero.secondary}
            <Icon name="arrowDown" className="c-arrow c-arrow-down" />
          </a>
        </div>
      </div>
    </section>
  );
}
