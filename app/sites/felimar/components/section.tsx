import { cx, eyebrowClass } from "./styles";

/** The page's content width and side padding. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cx("mx-auto w-full max-w-6xl px-5 sm:px-8", className)} {...props} />;
}

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "left" | "center";
  /** "dark" on the navy sections. */
  tone?: "light" | "dark";
  className?: string;
}

/** An eyebrow, the section's h2 (its id labels the section) and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  tone = "light",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cx("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p className={cx(eyebrowClass, tone === "dark" ? "text-(--fm-gold)" : "text-(--fm-terra-ink)")}>{eyebrow}</p>
      <h2
        id={id}
        className={cx(
          "fm-serif mt-3 text-[2rem] leading-[1.1] font-semibold text-balance sm:text-[2.6rem]",
          tone === "dark" ? "text-white" : "text-(--fm-navy)",
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={cx(
            "mt-4 text-lg leading-relaxed text-pretty",
            tone === "dark" ? "text-(--fm-on-dark-soft)" : "text-(--fm-ink-soft)",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
