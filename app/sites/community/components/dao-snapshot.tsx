import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type DaoStat, daoCopy, daoStats, formatStat } from "../content";
import { usePrefersReducedMotion } from "#app/lib/use-prefers-reduced-motion.ts";
import { useInView } from "../lib/motion";
import { container } from "../lib/styles";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";
import { SmartLink } from "./smart-link";

/** A counter runs 2000 ms plus 200 ms per card index, so the cards finish one after another. */
export const COUNTER_BASE_MS = 2000;
export const COUNTER_STEP_MS = 200;

const captions = [
  "Held in the community treasury, in USD",
  "Funded research, circles and local projects",
  "Open for discussion and vote right now",
  "People growing the network with us",
];

const noSubscription = () => () => {};
/** False while the server renders and while React hydrates, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** 'DAO Snapshot': four counters that count up from 0 the first time they come into view. */
export function DaoSnapshot({ seeOnChainUrl }: { seeOnChainUrl: string }) {
  const grid = useRef<HTMLUListElement>(null);
  const seen = useInView(grid, { once: true, threshold: 0.35 });

  return (
    <section id="dao" aria-labelledby="dao-title" className="scroll-mt-8 py-24 sm:py-32">
      <div className={container}>
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="dao-title" eyebrow="Owned by its members" title={daoCopy.title} lead={daoCopy.lead} />
          <SmartLink href={seeOnChainUrl} className="c-btn-secondary shrink-0 self-start md:self-auto">
            {daoCopy.cta}
            <Icon name="arrowUpRight" className="c-arrow c-arrow-out" />
          </SmartLink>
        </div>
        <ul ref={grid} className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[1.45fr_1fr_1fr_1fr]">
          {daoStats.map((stat, index) => (
            <li key={stat.label} className="dao-card">
              <p className="text-sm font-medium text-[#c9c6ec]">{stat.label}</p>
              <Counter stat={stat} index={index} start={seen} />
              <p className="mt-3 text-sm leading-relaxed text-[#a9a6cc]">{captions[index]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function easeOutCubic(t: number) {
  return 1 - (1 - t) ** 3;
}

/**
 * Counts from 0 to the target over 2000 ms + 200 ms × index and ends on the exact value.
 * The prerendered HTML and reduced motion show the final value; a hidden copy of the
 * final value keeps the width fixed while the digits change.
 */
function Counter({ stat, index, start }: { stat: DaoStat; index: number; start: boolean }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);
  const animate = hydrated && !reducedMotion;

  useEffect(() => {
    if (!animate || !start) return;
    const duration = COUNTER_BASE_MS + COUNTER_STEP_MS * index;
    let frame = 0;
    let begin: number | undefined;
    const step = (now: number) => {
      begin ??= now;
      const elapsed = Math.min(1, (now - begin) / duration);
      setProgress(elapsed);
      if (elapsed < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [animate, start, index]);

  const shown = !animate || progress === 1 ? stat.value : Math.round(stat.value * easeOutCubic(progress));
  const final = formatStat(stat);

  return (
    <p className="c-big-number mt-4 grid">
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span aria-hidden="true" data-counter={stat.label} className="col-start-1 row-start-1">
        {formatStat(stat, shown)}
      </span>
      <span className="sr-only">{final}</span>
    </p>
  );
}
