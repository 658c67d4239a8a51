import { Link } from "react-router";
import { cx } from "./ui";

/** The notebook's mark: a page with a pen nib and a green tick. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cx("size-8", className)}>
      <rect x="4" y="3" width="21" height="26" rx="3" fill="#fffffd" stroke="#1f1d1a" strokeWidth="2" />
      <path d="M9 10h11M9 15h8M9 20h6" stroke="#1f1d1a" strokeWidth="2" strokeLinecap="round" />
      <circle cx="24" cy="23" r="6.5" fill="#2f9461" stroke="#fbfaf6" strokeWidth="2" />
      <path
        d="m21.2 23.1 1.9 1.9 3.8-3.9"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to="/writtenbyhuman"
      className={cx(
        "inline-flex items-center gap-2.5 rounded-md text-base font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4",
        className,
      )}
    >
      <BrandMark />
      <span>Human Notebook</span>
    </Link>
  );
}
