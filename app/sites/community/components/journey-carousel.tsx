import { type CSSProperties, useRef, useState } from "react";
import { journeyCopy, journeySteps } from "../content";
import { container } from "../lib/styles";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";
import { SmartLink } from "./smart-link";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * 'Join the Movement': three steps, one at a time. Previous is disabled at the first step
 * and Next at the last; the progress dots light up to the current step.
 */
export function JourneyCarousel({ signupUrl }: { signupUrl: string }) {
  const [index, setIndex] = useState(0);
  const last = journeySteps.length - 1;
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  function go(next: number) {
    setIndex(next);
    // A button that becomes disabled would drop keyboard focus: hand it to the other one.
    if (next === 0 && document.activeElement === previousButton.current) nextButton.current?.focus();
    if (next === last && document.activeElement === nextButton.current) previousButton.current?.focus();
  }

  return (
    <section id="join" aria-labelledby="join-title" className="scroll-mt-8 py-24 sm:py-32">
      <div className={container}>
        <SectionHeading
          id="join-title"
          eyebrow="Your path in"
          title={journeyCopy.title}
          lead={journeyCopy.lead}
          center
        />

        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Steps to join"
          className="mx-auto mt-14 max-w-3xl"
        >
          <div className="grid">
            {journeySteps.map((step, position) => {
              const current = position === index;
              return (
                <div
                  key={step.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`Step ${position + 1} of ${journeySteps.length}`}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  data-current={current ? "true" : undefined}
                  data-number={twoDigits(position + 1)}
                  className="journey-slide glow-card c-panel"
                  style={{ "--offset": Math.sign(position - index) } as CSSProperties}
                >
                  <span className="journey-icon c-icon-badge">
                    <Icon name={step.icon} className="size-9" strokeWidth={1.4} />
                  </span>
                  <div>
                    <p className="c-label text-[#c4b5fd]">Step {twoDigits(position + 1)}</p>
                    <h3 className="journey-title font-display">{step.title}</h3>
                    <p className="mt-4 max-w-xl text-lg leading-relaxed text-[#b4b1d6]">{step.description}</p>
                    <SmartLink href={signupUrl} className="c-btn-primary mt-8">
                      {step.action}
                      <Icon name="arrowUpRight" className="c-arrow c-arrow-out" />
                    </SmartLink>
                  </div>
                </div>
              );
            })}
          </div>

          <div className="mt-8 flex items-center justify-between gap-4">
            <button
              ref={previousButton}
              type="button"
              className="c-btn-icon"
              aria-label="Previous step"
              disabled={index === 0}
              onClick={() => go(Math.max(0, index - 1))}
            >
              <Icon name="arrowLeft" className="size-5" />
            </button>
            <div
              className="flex flex-1 items-center justify-center gap-2"
              aria-hidden="true"
              data-testid="journey-dots"
            >
              {journeySteps.map((step, position) => (
                <span key={step.id} data-active={position <= index ? "true" : undefined} className="journey-dot" />
              ))}
            </div>
            <button
              ref={nextButton}
              type="button"
              className="c-btn-icon"
              aria-label="Next step"
              disabled={index === last}
              onClick={() => go(Math.min(last, index + 1))}
            >
              <Icon name="arrowRight" className="size-5" />
            </button>
          </div>
          <p aria-live="polite" className="mt-4 text-center text-sm text-[#a9a6cc]">
            Step {index + 1} of {journeySteps.length}: {journeySteps[index]!.title}
          </p>
        </div>
      </div>
    </section>
  );
}
