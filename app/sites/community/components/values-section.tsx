import { useRef, useState } from "react";
import { type Value, values, valuesCopy } from "../content";
import { container } from "../lib/styles";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";

/** 'Our Values': five icons that reveal their meaning on hover, keyboard focus and tap, then 'Are you with us?'. */
export function ValuesSection() {
  return (
    <section id="values" aria-labelledby="values-title" className="scroll-mt-8 pb-24 sm:pb-32">
      <div className={container}>
        <SectionHeading
          id="values-title"
          eyebrow="What we stand for"
          title={valuesCopy.title}
          lead={valuesCopy.lead}
          center
        />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
          {values.map((value, index) => (
            <ValueTile key={value.title} value={value} index={index} />
          ))}
        </ul>

        <div className="mt-24 text-center sm:mt-32">
          <p className="closing-line font-display text-gradient">{valuesCopy.closing}</p>
          <a href="#join" className="closing-link">
            {valuesCopy.closingLink}
          </a>
        </div>
      </div>
    </section>
  );
}

/**
 * One value. Open while the mouse is over it, while it has keyboard focus, or after a tap
 * (a tap again, or focus moving elsewhere, closes it). The description never changes the
 * tile's size: both faces always take their place and only fade.
 */
function ValueTile({ value, index }: { value: Value; index: number }) {
  const [open, setOpen] = useState(false);
  const hovering = useRef(false);
  const keyboardFocus = useRef(false);
  const pointerDown = useRef<string | null>(null);
  const descriptionId = `value-${index}-description`;

  return (
    <li className="value-tile" data-open={open ? "true" : undefined}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={descriptionId}
        className="value-face"
        onPointerEnter={(event) => {
          if (event.pointerType !== "mouse") return;
          hovering.current = true;
          setOpen(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== "mouse") return;
          hovering.current = false;
          if (!keyboardFocus.current) setOpen(false);
        }}
        onPointerDown={(event) => {
          pointerDown.current = event.pointerType;
        }}
        onFocus={() => {
          // Focus that no pointer caused comes from the keyboard (or assistive technology).
          if (pointerDown.current !== null) return;
          keyboardFocus.current = true;
          setOpen(true);
        }}
        onBlur={() => {
          keyboardFocus.current = false;
          pointerDown.current = null;
          if (!hovering.current) setOpen(false);
        }}
        onClick={(event) => {
          const pointer = pointerDown.current;
          pointerDown.current = null;
          // A mouse click keeps it open (hover opened it already); a tap, Enter or Space toggles.
          if (event.detail !== 0 && pointer === "mouse") setOpen(true);
          else setOpen((current) => !current);
        }}
      >
        <span className="value-front">
          <span className="value-icon c-icon-badge">
            <Icon name={value.icon} className="size-7" strokeWidth={1.5} />
          </span>
          <span className="c-card-title text-lg leading-snug">{value.title}</span>
          <Icon name="plus" className="size-4 text-[#8e8bb3]" />
        </span>
      </button>
      <div id={descriptionId} className="value-back">
        <p aria-hidden="true" className="font-display flex items-center gap-2 font-semibold text-[#5eead4]">
          <Icon name={value.icon} className="size-4 shrink-0" strokeWidth={1.8} />
          {value.title}
        </p>
        <p className="text-[0.95rem] leading-relaxed text-[#ecebff]">{value.description}</p>
      </div>
    </li>
  );
}
