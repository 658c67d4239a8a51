/*
 * Drawings for the intro page: inline SVG, a few hundred bytes each, decorative
 * (aria-hidden): the text beside them says everything.
 */

const INK = "#1f1d1a";
const PAPER = "#fffffd";
const LINE = "#e2ded3";
const GREEN = "#2f9461";
const AMBER = "#d98d1c";

/** A notebook page being typed, its human score and the green seal. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 420" aria-hidden="true" className={className} width="480" height="420">
      <circle cx="250" cy="205" r="188" fill="#f0ece1" />
      <g transform="rotate(-3 240 200)">
        <rect x="98" y="44" width="286" height="332" rx="14" fill="#e7e2d6" transform="translate(8 10)" />
        <rect x="98" y="44" width="286" height="332" rx="14" fill={PAPER} stroke={LINE} strokeWidth="2" />
        <path d="M138 44v332" stroke="#f1c9c0" strokeWidth="2" />
        {[108, 140, 172, 204, 236, 268, 300, 332].map((y) => (
          <path key={y} d={`M112 ${y}h258`} stroke="#efebe2" strokeWidth="2" />
        ))}
        <g fill={INK}>
          <rect x="152" y="92" width="112" height="10" rx="5" />
          <rect x="272" y="92" width="62" height="10" rx="5" />
          <rect x="152" y="124" width="76" height="10" rx="5" />
          <rect x="236" y="124" width="120" height="10" rx="5" />
          <rect x="152" y="156" width="150" height="10" rx="5" />
          <rect x="152" y="188" width="54" height="10" rx="5" />
          <rect x="214" y="188" width="88" height="10" rx="5" />
        </g>
        {/* A word taken back with backspace: it counts, in amber. */}
        <rect x="310" y="188" width="44" height="10" rx="5" fill={AMBER} opacity="0.35" />
        <path d="M308 193h50" stroke={AMBER} strokeWidth="2.5" strokeLinecap="round" />
        <rect x="152" y="220" width="98" height="10" rx="5" fill={INK} />
        <rect className="caret" x="258" y="214" width="4" height="22" rx="1" fill={GREEN} />
      </g>

      {/* The score card. */}
      <g transform="translate(40 262)">
        <rect width="214" height="92" rx="14" fill={PAPER} stroke={LINE} strokeWidth="2" />
        <rect x="18" y="18" width="74" height="9" rx="4.5" fill="#cfcabd" />
        <text
          x="196"
          y="33"
          textAnchor="end"
          fontFamily="Inter Variable, sans-serif"
          fontWeight="700"
          fontSize="22"
          fill={INK}
        >
          92
        </text>
        <rect x="18" y="48" width="178" height="12" rx="6" fill="#e6f2eb" />
        <rect x="18" y="48" width="164" height="12" rx="6" fill={GREEN} />
        <circle cx="26" cy="76" r="5" fill={GREEN} />
        <rect x="38" y="72" width="118" height="8" rx="4" fill="#b9d9c6" />
      </g>

      {/* The seal of a signed proof. */}
      <g transform="translate(364 66)">
        <path d="M-18 30-30 78l20-8 10 18 10-40Z" fill="#1c6b43" />
        <path d="M18 30 30 78l-20-8-10 18-10-40Z" fill="#1c6b43" />
        <circle r="44" fill={GREEN} />
        <circle r="35" fill="none" stroke="#bfe0cc" strokeWidth="2" strokeDasharray="4 5" />
        <path
          d="m-15 1 10 10 21-22"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      {/* Keys being pressed. */}
      <g transform="translate(300 318)">
        <Key x={0} label="H" />
        <Key x={48} label="U" pressed />
        <Key x={96} label="M" />
      </g>
    </svg>
  );
}

function Key({ x, label, pressed = false }: { x: number; label: string; pressed?: boolean }) {
  return (
    <g transform={`translate(${x} ${pressed ? 4 : 0})`}>
      <rect y={pressed ? 0 : 4} width="42" height="42" rx="9" fill={pressed ? "#1c6b43" : "#cfcabd"} />
      <rect
        width="42"
        height="38"
        rx="9"
        fill={pressed ? GREEN : PAPER}
        stroke={pressed ? GREEN : "#cfcabd"}
        strokeWidth="2"
      />
      <text
        x="21"
        y="25"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
        fontWeight="600"
        fontSize="15"
        fill={pressed ? "#fff" : INK}
      >
        {label}
      </text>
    </g>
  );
}

/** Feature: typed key by key. */
export function KeysSpot() {
  return (
    <svg viewBox="0 0 96 72" aria-hidden="true" className="h-18 w-24">
      <rect x="6" y="24" width="26" height="26" rx="6" fill="#cfcabd" />
      <rect x="6" y="20" width="26" height="26" rx="6" fill={PAPER} stroke="#cfcabd" strokeWidth="2" />
      <rect x="36" y="28" width="26" height="26" rx="6" fill="#1c6b43" />
      <rect x="36" y="26" width="26" height="26" rx="6" fill={GREEN} />
      <rect x="66" y="24" width="26" height="26" rx="6" fill="#cfcabd" />
      <rect x="66" y="20" width="26" height="26" rx="6" fill={PAPER} stroke="#cfcabd" strokeWidth="2" />
      <path d="M14 33h10M74 33h10" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <path d="m44 39 4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M41 12c4-5 12-5 16 0" fill="none" stroke={AMBER} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Feature: a signed page. */
export function SealSpot() {
  return (
    <svg viewBox="0 0 96 72" aria-hidden="true" className="h-18 w-24">
      <rect x="18" y="6" width="46" height="58" rx="6" fill={PAPER} stroke="#cfcabd" strokeWidth="2" />
      <path d="M27 19h28M27 28h22M27 37h26M27 46h14" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <path d="m62 50-6 16 8-3 4 7 4-15Z" fill="#1c6b43" />
      <path d="m74 50 6 16-8-3-4 7-4-15Z" fill="#1c6b43" />
      <circle cx="68" cy="46" r="14" fill={GREEN} />
      <path d="m62 46 4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Feature: locked with a passphrase. */
export function LockSpot() {
  return (
    <svg viewBox="0 0 96 72" aria-hidden="true" className="h-18 w-24">
      <path d="M30 32v-8a16 16 0 0 1 32 0v8" fill="none" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <rect x="22" y="30" width="48" height="36" rx="8" fill={GREEN} />
      <circle cx="46" cy="45" r="5" fill="#fff" />
      <path d="M46 48v8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <g fill={AMBER}>
        <circle cx="80" cy="14" r="3" />
        <circle cx="88" cy="22" r="2" />
        <circle cx="12" cy="20" r="2.5" />
      </g>
    </svg>
  );
}
