import { useId } from "react";

/** The club's mark: a spore with hyphae branching out to five nodes. */
export function LogoMark({ className }: { className?: string }) {
  const gradient = `logo-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="4" y1="4" x2="28" y2="28" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
      </defs>
      <g fill="none" stroke={`url(#${gradient})`} strokeWidth="1.6" strokeLinecap="round">
        <path d="M16 16 6.5 8.5M16 16l10-6M16 16l9.5 8M16 16 5 23M16 16v11.5" />
        <path d="M11 12.2 9.4 15M21.2 12.9l.4 3.3M20.8 20.2l-3.6 1.9" opacity=".6" />
      </g>
      <circle cx="16" cy="16" r="3.6" fill={`url(#${gradient})`} />
      <g fill="#ecebff">
        <circle cx="6.5" cy="8.5" r="1.9" />
        <circle cx="26" cy="10" r="1.9" />
        <circle cx="25.5" cy="24" r="1.9" />
        <circle cx="5" cy="23" r="1.9" />
        <circle cx="16" cy="27.5" r="1.9" />
      </g>
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark className="size-8" />
      <span className="font-display text-lg font-semibold tracking-[-0.02em] text-[#f4f3ff]">Mycelium Club</span>
    </span>
  );
}
