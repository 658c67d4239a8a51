import { useEffect, useRef, useState } from "react";
import { type CommunityEvent, eventsCopy } from "../content";
import { usePrefersReducedMotion } from "#app/lib/use-prefers-reduced-motion.ts";
import { useInView, usePageVisible } from "../lib/motion";
import { container } from "../lib/styles";
import { Flag } from "./flag";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";
import { SmartLink } from "./smart-link";

/** The events carousel advances every 4 s. */
export const EVENTS_INTERVAL_MS = 4000;

/**
 * 'Upcoming Events': the events still to come (the loader leaves out past ones), or,
 * with none, a line that new dates are coming and a way to join the club to hear of them.
 */
export function EventsSection({ events, signupUrl }: { events: CommunityEvent[]; signupUrl: string }) {
  return (
    <section id="events" aria-labelledby="events-title" className="scroll-mt-8 py-24 sm:py-32">
      <div className={`${container} grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16`}>
        <SectionHeading id="events-title" eyebrow="Meet in person" title={eventsCopy.title} lead={eventsCopy.lead} />
        {events.length > 0 ? <EventsCarousel events={events} /> : <ComingSoon signupUrl={signupUrl} />}
      </div>
    </section>
  );
}

function ComingSoon({ signupUrl }: { signupUrl: string }) {
  return (
    <div className="glow-card c-panel flex flex-col items-start gap-8 p-8 sm:p-10" data-events-coming-soon="">
      <p className="flex items-center gap-3 text-lg leading-relaxed text-[#ecebff] sm:text-xl">
        <Icon name="calendar" className="size-5 shrink-0 text-[#5eead4]" />
        {eventsCopy.comingSoon}
      </p>
      <SmartLink href={signupUrl} className="c-btn-primary">
        {eventsCopy.comingSoonCta}
        <Icon name="arrowUpRight" className="c-arrow c-arrow-out" />
      </SmartLink>
    </div>
  );
}

/**
 * Advances every 4 s and wraps after the last event; a dot jumps to its event. It
 * pauses while hovered, while keyboard focus is on an event or a dot, while off screen
 * or in a hidden tab, and with the visible Pause control (WCAG 2.2.2). With reduced
 * motion it starts paused; Play still lets the visitor start it. A single event stands
 * alone: nothing to rotate, no controls.
 */
function EventsCarousel({ events }: { events: CommunityEvent[] }) {
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const rotationControl = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const onScreen = useInView(region);
  const pageVisible = usePageVisible();

  const playing = playChoice ?? !reducedMotion;
  const rotates = events.length > 1;
  const advancing = rotates && playing && !hovered && !focused && onScreen && pageVisible;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % events.length), EVENTS_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, index, events.length]);

  // A group, not a region: the section around it is already the "Upcoming Events"
  // region, and two landmarks of one name are two stops a screen reader cannot tell apart.
  return (
    <div
      ref={region}
      role="group"
      aria-roledescription="carousel"
      aria-label="Upcoming events"
      data-advancing={advancing ? "true" : undefined}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus on an event or a dot holds the rotation; the Play/Pause control itself does not.
        const target = event.target as HTMLElement;
        setFocused(target !== rotationControl.current && target.matches(":focus-visible"));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="grid" aria-live={advancing ? "off" : "polite"}>
        {events.map((event, position) => (
          <EventCard
            key={event.id}
            event={event}
            position={position}
            count={events.length}
            current={position === index}
          />
        ))}
      </div>

      {rotates ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          <div className="flex items-center gap-1" role="group" aria-label="Choose an event">
            {events.map((event, position) => {
              const current = position === index;
              return (
                <button
                  key={event.id}
                  type="button"
                  aria-label={`Event ${position + 1} of ${events.length}: ${event.city}`}
                  aria-current={current ? "true" : undefined}
                  onClick={() => setIndex(position)}
                  className="event-dot-button"
                >
                  <span className="event-dot">
                    {current ? (
                      <span
                        key={`${index}-${advancing}`}
                        className="event-dot-progress"
                        data-running={advancing ? "true" : undefined}
                        style={{ animationDuration: `${EVENTS_INTERVAL_MS}ms` }}
                      />
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
          <button
            ref={rotationControl}
            type="button"
            onClick={() => setPlayChoice(!playing)}
            className="c-btn-secondary min-h-11 px-4 text-sm"
          >
            <Icon name={playing ? "pause" : "play"} className="size-4" />
            {playing ? "Pause" : "Play"}
            <span className="sr-only"> automatic rotation of events</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** "Dr. Ana Ribeiro" → "AR". */
function initials(name: string) {
  return name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}

function EventCard({
  event,
  position,
  count,
  current,
}: {
  event: CommunityEvent;
  position: number;
  count: number;
  current: boolean;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}: ${event.city}`}
      aria-hidden={current ? undefined : true}
      inert={!current}
      data-current={current ? "true" : undefined}
      data-city={event.city}
      className="event-slide glow-card c-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-3 font-medium text-[#ecebff]">
          <Flag code={event.countryCode} className="event-flag" />
          {event.city}, {event.country}
        </p>
        <p className="event-date">
          <Icon name="calendar" className="size-4 text-[#5eead4]" />
          <time dateTime={event.date}>{event.dateLabel}</time>
        </p>
      </div>
      <h3 className="event-title font-display">{event.title}</h3>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-6 pt-10">
        <div className="flex items-center gap-3.5">
          <span aria-hidden="true" className="event-avatar font-display" data-tone={position % 4}>
            {initials(event.speaker)}
          </span>
          <div>
            <p className="text-xs font-medium uppercase tracking-[0.16em] text-[#a9a6cc]">Speaker</p>
            <p className="mt-0.5 font-medium text-[#ecebff]">{event.speaker}</p>
          </div>
        </div>
        <SmartLink href={event.url} className="c-btn-primary">
          {eventsCopy.join}
          <span className="sr-only">: {event.title}</span>
          <Icon name="arrowUpRight" className="c-arrow c-arrow-out" />
        </SmartLink>
      </div>
    </div>
  );
}
