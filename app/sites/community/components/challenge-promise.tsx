import { challenges, promises } from "../content";
import { container } from "../lib/styles";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";

/** 'The Challenge' (five problems) beside 'Our Promise' (five cards). */
export function ChallengeAndPromise() {
  return (
    <div
      id="challenge"
      className={`${container} grid scroll-mt-8 gap-20 py-24 sm:py-32 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16`}
    >
      <section aria-labelledby="challenge-title">
        <SectionHeading id="challenge-title" eyebrow="What holds us back" title="The Challenge" />
        <ol className="mt-10 border-t border-white/10">
          {challenges.map((item, index) => (
            <li key={item.title} className="grid grid-cols-[2.75rem_1fr] gap-x-3 border-b border-white/10 py-6">
              <span aria-hidden="true" className="font-display pt-0.5 text-sm font-medium tabular-nums text-[#8e8bb3]">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="c-card-title text-lg">{item.title}</h3>
                <p className="mt-1.5 leading-relaxed text-[#aeabcf]">{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="promise-title">
        <SectionHeading id="promise-title" eyebrow="What we build instead" title="Our Promise" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {promises.map((promise, index) => (
            <li key={promise.title} className={`promise-card ${index === promises.length - 1 ? "sm:col-span-2" : ""}`}>
              <span className="c-icon-badge size-12 rounded-2xl">
                <Icon name={promise.icon} className="size-[1.35rem]" strokeWidth={1.6} />
              </span>
              <h3 className="c-card-title mt-6">{promise.title}</h3>
              <p className="mt-2 leading-relaxed text-[#b4b1d6]">{promise.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
