import type { FeatureKey, ModelId } from "../content/types";

/*
 * Naturliv's drawings: flat, calm shapes in the site's palette. All decorative
 * (aria-hidden): the text beside them says what matters. Ids are prefixed per
 * drawing because several SVGs share one document.
 */

const C = {
  forest: "#1f3a2b",
  forest2: "#2f5540",
  moss: "#5f8a6b",
  sage: "#a9bfa9",
  sagePale: "#dfe6dc",
  mist: "#e9efe7",
  sand: "#f5f1e8",
  timber: "#c8a97e",
  timberDark: "#a9875b",
  deck: "#9c7447",
  glow: "#f6e3b4",
  sun: "#f1d49b",
  steel: "#2a3b33",
};

function Pine({ x, y, s = 1, fill = C.forest2 }: { x: number; y: number; s?: number; fill?: string }) {
  // A three-tier spruce standing at (x, y), about 90·s tall.
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect x="-3" y="-14" width="6" height="14" fill={C.deck} />
      <path d="M0-92 18-58H9l22 28H14l26 30H-40l26-30H-31l22-28H-18Z" fill={fill} />
    </g>
  );
}

function Birch({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-2 0V-70h4V0Z" fill="#f2efe6" />
      <path d="M-2-20h3M-1-38h3M-2-55h3" stroke={C.steel} strokeWidth="1.5" />
      <ellipse cx="0" cy="-78" rx="20" ry="26" fill={C.moss} />
    </g>
  );
}

/** The hero: a gabled tiny home with a glowing window, on a deck among spruces. */
export function HeroScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 480" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="nl-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e3ece2" />
          <stop offset="1" stopColor={C.sand} />
        </linearGradient>
        <pattern id="nl-hero-boards" width="14" height="20" patternUnits="userSpaceOnUse">
          <rect width="14" height="20" fill={C.timber} />
          <path d="M0.5 0V20" stroke={C.timberDark} strokeWidth="1.5" />
        </pattern>
        <clipPath id="nl-hero-frame">
          <rect width="600" height="480" rx="32" />
        </clipPath>
      </defs>
      <g clipPath="url(#nl-hero-frame)">
        <rect width="600" height="480" fill="url(#nl-hero-sky)" />
        <circle cx="470" cy="110" r="46" fill={C.sun} />
        <path d="M0 300 90 210l60 40 90-100 110 110 60-50 110 90 80-40v220H0Z" fill="#cfdccd" />
        <path d="M0 330c80-30 150-40 240-25s170 10 240-20 90-10 120 0v195H0Z" fill={C.sage} />
        <Pine x={62} y={352} s={1.15} fill={C.forest} />
        <Pine x={112} y={360} s={0.85} />
        <Pine x={520} y={350} s={1.3} fill={C.forest} />
        <Pine x={566} y={362} s={0.9} />
        <Birch x={470} y={372} s={0.95} />
        <path d="M0 372c120-14 260-16 380-8s170 6 220 0v116H0Z" fill={C.sagePale} />

        {/* House */}
        <ellipse cx="300" cy="392" rx="190" ry="12" fill="#c7d3c4" />
        <path d="M180 262 300 176l120 86v120H180Z" fill="url(#nl-hero-boards)" />
        <path d="M160 270 300 166l140 104" fill="none" stroke={C.steel} strokeWidth="16" strokeLinejoin="round" strokeLinecap="round" />
        <rect x="370" y="196" width="12" height="34" fill={C.steel} />
        <path d="M262 240 300 212l38 28v102h-76Z" fill={C.glow} stroke={C.forest} strokeWidth="5" strokeLinejoin="round" />
        <path d="M300 214v128M262 290h76" stroke={C.forest} strokeWidth="3" />
        <rect x="200" y="290" width="40" height="44" rx="2" fill={C.glow} stroke={C.forest} strokeWidth="4" />
        <path d="M220 290v44" stroke={C.forest} strokeWidth="2.5" />
        <rect x="356" y="296" width="40" height="86" rx="2" fill={C.forest} />
        <circle cx="388" cy="342" r="3" fill={C.timber} />
        {/* Deck and steps */}
        <rect x="150" y="380" width="300" height="12" rx="2" fill={C.deck} />
        <path d="M170 392v14M300 392v14M430 392v14" stroke="#7d5c37" strokeWidth="6" />
        <rect x="300" y="392" width="56" height="8" fill="#b48a5a" />
        {/* A lamp and a pot of herbs by the door */}
        <circle cx="346" cy="300" r="4" fill="#f0c674" />
        <path d="M424 380h-20l3-18h14Z" fill="#b65f3c" />
        <path d="M414 364c-6-10-12-14-16-14 4 6 8 10 16 14Zm0 0c2-12 6-18 12-20-2 8-6 14-12 20Z" fill={C.moss} />
      </g>
    </svg>
  );
}

/** One drawing per model card: Flensburg (terrace), Torso (mono-pitch), Visby (loft). */
export function ModelIllustration({ id, className }: { id: ModelId; className?: string }) {
  return (
    <svg viewBox="0 0 400 250" className={className} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`nl-${id}-boards`} width="12" height="20" patternUnits="userSpaceOnUse">
          <rect width="12" height="20" fill={id === "torso" ? "#b99567" : C.timber} />
          <path d="M0.5 0V20" stroke={C.timberDark} strokeWidth="1.25" />
        </pattern>
      </defs>
      <rect width="400" height="250" fill={id === "visby" ? "#e5ebe2" : id === "torso" ? "#efe7d8" : C.mist} />
      <path d="M0 170c70-24 140-30 210-18s130 8 190-12v110H0Z" fill={id === "torso" ? "#dfd2ba" : "#cfdccd"} />
      <path d="M0 200c110-10 250-12 400-2v52H0Z" fill={C.sagePale} />
      {id === "flensburg" ? <Flensburg /> : id === "torso" ? <Torso /> : <Visby />}
    </svg>
  );
}

function Flensburg() {
  return (
    <g>
      <Pine x={46} y={206} s={0.9} fill={C.forest} />
      <Pine x={352} y={204} s={0.75} />
      <ellipse cx="205" cy="210" rx="150" ry="8" fill="#c2cfbf" />
      <path d="M86 132 156 84l70 48v72H86Z" fill="url(#nl-flensburg-boards)" />
      <path d="M226 132h92v72h-92Z" fill="url(#nl-flensburg-boards)" />
      {/* Roof over the house and extended over the terrace */}
      <path d="M74 138 156 78l70 50h110" fill="none" stroke={C.steel} strokeWidth="10" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M318 128h24v6h-24Z" fill={C.steel} />
      <path d="M336 134v68" stroke="#7d5c37" strokeWidth="5" />
      <path d="M130 132 156 114l26 18v60h-52Z" fill={C.glow} stroke={C.forest} strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M156 116v76" stroke={C.forest} strokeWidth="2" />
      <rect x="240" y="146" width="64" height="46" fill={C.glow} stroke={C.forest} strokeWidth="3.5" />
      <path d="M272 146v46" stroke={C.forest} strokeWidth="2" />
      <rect x="98" y="150" width="22" height="26" fill={C.glow} stroke={C.forest} strokeWidth="3" />
      <rect x="74" y="202" width="276" height="8" rx="2" fill={C.deck} />
      {/* Two chairs on the terrace */}
      <path d="M290 202v-18h12l4 18M318 202v-18h12l4 18" fill="none" stroke={C.forest} strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

function Torso() {
  return (
    <g>
      <Birch x={320} y={206} s={1} />
      <Pine x={362} y={210} s={0.7} fill={C.forest} />
      <ellipse cx="190" cy="210" rx="110" ry="8" fill="#cdbf9f" />
      <path d="M110 104 270 86v118H110Z" fill="url(#nl-torso-boards)" />
      <path d="M98 106 282 84" stroke={C.steel} strokeWidth="10" strokeLinecap="round" />
      {/* Corner window with a window seat */}
      <rect x="196" y="112" width="62" height="62" fill={C.glow} stroke={C.forest} strokeWidth="3.5" />
      <path d="M196 158h62" stroke={C.forest} strokeWidth="2.5" />
      <rect x="200" y="160" width="54" height="10" fill="#d9b98b" />
      <rect x="126" y="132" width="34" height="72" fill={C.forest} />
      <circle cx="154" cy="170" r="2.5" fill={C.timber} />
      <rect x="100" y="202" width="180" height="8" rx="2" fill={C.deck} />
      <path d="M106 90v-22h10v20" fill={C.steel} />
    </g>
  );
}

function Visby() {
  return (
    <g>
      <Pine x={44} y={206} s={1.05} fill={C.forest} />
      <Pine x={84} y={212} s={0.7} />
      <Pine x={356} y={208} s={0.95} fill={C.forest} />
      <ellipse cx="210" cy="210" rx="130" ry="8" fill="#c2cfbf" />
      <path d="M120 118 210 46l90 72v86H120Z" fill="url(#nl-visby-boards)" />
      <path d="M106 126 210 40l104 86" fill="none" stroke={C.steel} strokeWidth="10" strokeLinejoin="round" strokeLinecap="round" />
      {/* Loft window high in the gable, with the loft floor line */}
      <path d="M192 96 210 82l18 14v18h-36Z" fill={C.glow} stroke={C.forest} strokeWidth="3" strokeLinejoin="round" />
      <path d="M124 124h172" stroke={C.timberDark} strokeWidth="3" />
      <rect x="140" y="142" width="34" height="40" fill={C.glow} stroke={C.forest} strokeWidth="3" />
      <rect x="192" y="138" width="46" height="66" fill={C.forest} />
      <rect x="196" y="142" width="38" height="30" fill={C.glow} />
      <rect x="252" y="142" width="34" height="40" fill={C.glow} stroke={C.forest} strokeWidth="3" />
      <path d="M157 142v40M269 142v40" stroke={C.forest} strokeWidth="2" />
      <rect x="108" y="202" width="204" height="8" rx="2" fill={C.deck} />
    </g>
  );
}

/** Small vignettes for the four "Built for Real Life" cards. */
export function FeatureArt({ feature, className }: { feature: FeatureKey; className?: string }) {
  return (
    <svg viewBox="0 0 240 140" className={className} aria-hidden="true" focusable="false">
      {feature === "materials" ? (
        <g>
          {/* Stacked logs and a sprig */}
          <rect x="0" y="0" width="240" height="140" fill="#efe6d4" />
          {[0, 1, 2].map((row) =>
            [0, 1, 2, 3].slice(0, 4 - row).map((col) => {
              const cx = 72 + col * 32 + row * 16;
              const cy = 112 - row * 28;
              return (
                <g key={`${row}-${col}`}>
                  <circle cx={cx} cy={cy} r="15" fill={C.timber} stroke={C.timberDark} strokeWidth="2.5" />
                  <circle cx={cx} cy={cy} r="8" fill="none" stroke={C.timberDark} strokeWidth="1.5" />
                  <circle cx={cx} cy={cy} r="2" fill={C.timberDark} />
                </g>
              );
            }),
          )}
          <path d="M190 120c0-30 6-52 18-70" stroke={C.forest2} strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M196 86c-14-4-22-12-24-24 12 2 20 10 24 24Zm4-20c10-8 20-10 28-8-6 8-16 12-28 8Zm-6 40c-12 0-20-6-24-16 12-2 20 4 24 16Z" fill={C.moss} />
        </g>
      ) : feature === "space" ? (
        <g>
          {/* A floor plan: bed alcove, kitchen wall, table, sofa */}
          <rect x="0" y="0" width="240" height="140" fill={C.mist} />
          <rect x="40" y="20" width="160" height="100" fill="#fbfaf6" stroke={C.forest} strokeWidth="5" />
          <path d="M110 20v38M110 82v38" stroke={C.forest} strokeWidth="4" />
          <rect x="50" y="30" width="50" height="34" rx="3" fill={C.sagePale} stroke={C.forest2} strokeWidth="2" />
          <rect x="54" y="34" width="14" height="26" rx="2" fill="#fff" stroke={C.forest2} strokeWidth="1.5" />
          <rect x="120" y="28" width="72" height="14" fill={C.timber} />
          <circle cx="138" cy="35" r="4" fill="#fbfaf6" />
          <circle cx="154" cy="35" r="4" fill="#fbfaf6" />
          <circle cx="152" cy="82" r="12" fill={C.timber} />
          <rect x="120" y="98" width="60" height="14" rx="4" fill={C.moss} />
          <rect x="50" y="96" width="50" height="16" fill={C.timberDark} opacity="0.6" />
          <path d="M40 70h-8M200 70h8" stroke={C.forest} strokeWidth="4" />
        </g>
      ) : feature === "cost" ? (
        <g>
          {/* Identical modules lined up: standard sizes, predictable price */}
          <rect x="0" y="0" width="240" height="140" fill="#ece5d6" />
          <path d="M20 110h200" stroke={C.timberDark} strokeWidth="3" />
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(${30 + index * 66} 0)`}>
              <path d="M0 66 26 44l26 22v44H0Z" fill={index === 1 ? C.timber : "#d7c09a"} stroke={C.forest} strokeWidth="2.5" strokeLinejoin="round" />
              <rect x="18" y="80" width="16" height="30" fill={C.forest} />
            </g>
          ))}
          <path d="M30 28h184" stroke={C.forest2} strokeWidth="2" strokeDasharray="4 5" />
          <path d="M30 22v12M214 22v12" stroke={C.forest2} strokeWidth="2" />
        </g>
      ) : (
        <g>
          {/* A wall section breathing: moisture in and out */}
          <rect x="0" y="0" width="240" height="140" fill={C.mist} />
          <rect x="96" y="14" width="14" height="112" fill={C.timber} />
          <rect x="110" y="14" width="34" height="112" fill="#e3cfa6" />
          <path d="M114 24h26M114 44h26M114 64h26M114 84h26M114 104h26" stroke="#cdb587" strokeWidth="6" strokeLinecap="round" />
          <rect x="144" y="14" width="8" height="112" fill="#d9cbb0" />
          <path d="M40 50c6 8 10 13 10 18a10 10 0 0 1-20 0c0-5 4-10 10-18Z" fill="#8fb3c2" />
          <path d="M62 88c5 6 8 10 8 14a8 8 0 0 1-16 0c0-4 3-8 8-14Z" fill="#8fb3c2" />
          <path d="M62 60h24m-8-7 8 7-8 7" fill="none" stroke={C.forest2} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M176 78h24m-8-7 8 7-8 7" fill="none" stroke={C.forest2} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M200 50c4 6 7 10 7 13a7 7 0 0 1-14 0c0-3 3-7 7-13Z" fill="#8fb3c2" opacity="0.7" />
        </g>
      )}
    </svg>
  );
}

/** The Naturliv mark: a leaf-roofed house. */
export function NaturlivMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M4 15 16 5l12 10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 14v13h16V14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 26c0-6 1-9 5-12-5 0-8 3-8 7 0 2 1 4 3 5Z" fill="currentColor" />
    </svg>
  );
}
