import type { TopicId } from "../content/types";

/*
 * Furu Bolig's drawings: flat Nordic landscapes and building diagrams in the
 * page's palette. Decorative (aria-hidden); ids are prefixed per drawing.
 */

const C = {
  fjord: "#1d3a3f",
  fjord2: "#2b5259",
  water: "#9fb9bb",
  mist: "#e4ecea",
  sky: "#dde7e6",
  snow: "#ffffff",
  rock: "#8ea3a4",
  rockDark: "#6d8486",
  spruce: "#2c4a3c",
  spruce2: "#3d6150",
  stain: "#2e3a38",
  timber: "#b7844f",
  timberLight: "#d9b888",
  glow: "#f5dfae",
  birch: "#f7f4ee",
  linen: "#ece6da",
};

function Spruce({ x, y, s = 1, fill = C.spruce }: { x: number; y: number; s?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect x="-2.5" y="-10" width="5" height="10" fill="#6b4f35" />
      <path d="M0-80 15-52H8l18 24H12l22 28h-68l22-28h-14l18-24h-7Z" fill={fill} />
    </g>
  );
}

/** Hero: a dark-stained two-storey timber house above a fjord, snow on the peaks. */
export function HousingHeroScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 640 520" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hs-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d3e0df" />
          <stop offset="1" stopColor="#f1efe8" />
        </linearGradient>
        <pattern id="hs-hero-cladding" width="10" height="20" patternUnits="userSpaceOnUse">
          <rect width="10" height="20" fill={C.stain} />
          <path d="M0.5 0V20" stroke="#24302e" strokeWidth="2" />
        </pattern>
        <clipPath id="hs-hero-frame">
          <rect width="640" height="520" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hs-hero-frame)">
        <rect width="640" height="520" fill="url(#hs-hero-sky)" />
        {/* Mountains with snow caps */}
        <path d="M-10 260 110 120l70 70 90-120 120 150 70-60 110 110 80-40v100H-10Z" fill={C.rock} />
        <path d="m110 120 32 37-18-6-14 14-12-12-20 8Zm160-50 40 50-22-8-18 18-14-16-26 10Zm190 90 30 26-18-4-12 10-14-12Z" fill={C.snow} />
        <path d="M-10 280c90-40 160-50 260-30s210 10 300-20 90 0 100 10v80H-10Z" fill={C.rockDark} />
        {/* Fjord */}
        <path d="M-10 300h660v70H-10Z" fill={C.water} />
        <path d="M40 320h80M180 336h120M400 318h90M520 344h70" stroke="#c4d6d6" strokeWidth="3" strokeLinecap="round" />
        {/* Near shore */}
        <path d="M-10 352c120-22 250-26 380-16s190 4 280-6v200H-10Z" fill="#c9d6c4" />
        <path d="M-10 420c160-20 330-20 660-8v120H-10Z" fill="#dfe7da" />
        <Spruce x={46} y={400} s={1.3} />
        <Spruce x={96} y={410} s={0.95} fill={C.spruce2} />
        <Spruce x={590} y={404} s={1.35} />
        <Spruce x={552} y={414} s={0.9} fill={C.spruce2} />

        {/* House */}
        <ellipse cx="330" cy="432" rx="200" ry="12" fill="#bccab7" />
        <path d="M190 290 290 200l100 90v142H190Z" fill="url(#hs-hero-cladding)" />
        <path d="M390 318h100v114H390Z" fill={C.timber} />
        <path d="M390 318h100" stroke={C.stain} strokeWidth="8" strokeLinecap="round" />
        <path d="M178 298 290 192l112 106" fill="none" stroke="#1f2826" strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M205 286 290 208l85 78" fill="none" stroke={C.snow} strokeWidth="5" strokeLinecap="round" opacity="0.95" />
        {/* Windows: a tall gable window, two floors, a glazed corner in the timber wing */}
        <rect x="262" y="252" width="56" height="70" fill={C.glow} stroke={C.timberLight} strokeWidth="4" />
        <path d="M290 252v70" stroke={C.timberLight} strokeWidth="3" />
        <rect x="210" y="344" width="44" height="54" fill={C.glow} stroke={C.timberLight} strokeWidth="4" />
        <rect x="276" y="344" width="84" height="88" fill={C.glow} stroke={C.timberLight} strokeWidth="4" />
        <path d="M318 344v88" stroke={C.timberLight} strokeWidth="3" />
        <rect x="410" y="340" width="62" height="56" fill={C.glow} stroke={C.stain} strokeWidth="4" />
        {/* Heat pump unit */}
        <rect x="500" y="404" width="38" height="28" rx="3" fill={C.birch} stroke={C.fjord} strokeWidth="3" />
        <circle cx="514" cy="418" r="8" fill="none" stroke={C.fjord} strokeWidth="2.5" />
        <path d="M514 412v12M508 418h12" stroke={C.fjord} strokeWidth="1.5" />
        <rect x="176" y="430" width="330" height="8" rx="2" fill="#8a6a46" />
        {/* Birches */}
        <g transform="translate(140 430)">
          <path d="M-2 0v-90h4V0Z" fill={C.birch} />
          <path d="M-2-24h3M-1-48h3M-2-70h3" stroke="#2e3a38" strokeWidth="1.5" />
          <ellipse cx="0" cy="-100" rx="22" ry="30" fill="#7fa07f" />
        </g>
      </g>
    </svg>
  );
}

/** One diagram per topic: the wall build-up, the energy system, the climate loads. */
export function TopicDiagram({ topic, className }: { topic: TopicId; className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <rect width="480" height="360" rx="28" fill={topic === "energy" ? C.mist : topic === "climate" ? "#e6ecef" : C.linen} />
      {topic === "timber" ? <TimberWall /> : topic === "energy" ? <EnergyHouse /> : <ClimateLoads />}
    </svg>
  );
}

function TimberWall() {
  // An exploded wall element, inside (left) to outside (right).
  const layers = [
    { x: 70, w: 26, fill: C.timberLight, stroke: C.timber }, // inner panel
    { x: 108, w: 88, fill: "#e8d2a8", stroke: C.timber, insulation: true }, // studs with wood-fibre insulation
    { x: 208, w: 30, fill: "#c9b18a", stroke: C.timber }, // wood-fibre wind barrier
    { x: 250, w: 18, fill: C.timber, stroke: "#8a5a2b" }, // battens, air gap
    { x: 280, w: 34, fill: C.stain, stroke: "#1f2826", boards: true }, // cladding
  ];
  return (
    <g>
      {layers.map((layer, index) => (
        <g key={index} transform={`translate(${index * 10} ${-index * 6})`}>
          <path
            d={`M${layer.x} 90h${layer.w}l24-26h-${layer.w}Z`}
            fill={layer.fill}
            stroke={layer.stroke}
            strokeWidth="2"
            strokeLinejoin="round"
            opacity="0.85"
          />
          <rect x={layer.x} y="90" width={layer.w} height="210" fill={layer.fill} stroke={layer.stroke} strokeWidth="2" />
          {layer.insulation ? (
            <g>
              <rect x={layer.x} y="90" width="10" height="210" fill={C.timber} />
              <rect x={layer.x + layer.w - 10} y="90" width="10" height="210" fill={C.timber} />
              <path
                d={`M${layer.x + 14} 110q16 8 0 16t0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16`}
                fill="none"
                stroke="#c9a877"
                strokeWidth="2"
              />
              <path
                d={`M${layer.x + 40} 104q16 8 0 16t0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16`}
                fill="none"
                stroke="#c9a877"
                strokeWidth="2"
              />
            </g>
          ) : null}
          {layer.boards ? <path d={`M${layer.x + 11} 92v206M${layer.x + 22} 92v206`} stroke="#1f2826" strokeWidth="2" /> : null}
        </g>
      ))}
      <path d="M360 100c30 0 54 22 54 50" fill="none" stroke={C.fjord2} strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
      <g transform="translate(392 170)">
        <path d="M0 0c0-22 10-40 26-52 2 24-8 44-26 52Z" fill="#6f9a78" />
        <path d="M0 0c-4-18-14-28-28-32 2 18 12 28 28 32Z" fill="#8db394" />
        <path d="M0 0v40" stroke={C.spruce} strokeWidth="3" />
      </g>
    </g>
  );
}

function EnergyHouse() {
  return (
    <g>
      <circle cx="396" cy="74" r="34" fill="#f2d79e" />
      {/* Thick insulated shell */}
      <path d="M96 178 220 82l124 96v126H96Z" fill="#e9d5b5" stroke={C.fjord} strokeWidth="4" strokeLinejoin="round" />
      <path d="M124 186 220 112l96 74v96H124Z" fill="#fdf2dc" />
      <path d="M136 262c26-16 56-16 84 0s58 16 84 0" fill="none" stroke="#e3a65a" strokeWidth="4" strokeLinecap="round" opacity="0.7" />
      <path d="M150 238c22-12 46-12 70 0s48 12 70 0" fill="none" stroke="#e3a65a" strokeWidth="4" strokeLinecap="round" opacity="0.5" />
      {/* Solar panels on the roof */}
      <path d="M236 96l62 48-12 10-62-48Z" fill={C.fjord2} />
      <path d="M246 104l-12 10M262 116l-12 10M278 128l-12 10" stroke="#8fb1b4" strokeWidth="2" />
      {/* Ventilation unit with heat recovery arrows */}
      <rect x="150" y="196" width="58" height="34" rx="4" fill={C.birch} stroke={C.fjord} strokeWidth="3" />
      <path d="M160 206h38M198 220h-38" stroke={C.fjord2} strokeWidth="2.5" markerEnd="url(#hs-arrow)" />
      <defs>
        <marker id="hs-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <path d="M0 0 10 5 0 10Z" fill={C.fjord2} />
        </marker>
      </defs>
      {/* Heat pump outside */}
      <rect x="358" y="250" width="66" height="54" rx="6" fill={C.birch} stroke={C.fjord} strokeWidth="3.5" />
      <circle cx="384" cy="277" r="16" fill="none" stroke={C.fjord} strokeWidth="3" />
      <path d="M384 265v24M372 277h24M376 269l16 16M392 269l-16 16" stroke={C.fjord2} strokeWidth="1.5" />
      <path d="M344 276h-26" stroke="#d9813f" strokeWidth="5" strokeLinecap="round" />
      <path d="M60 304h380" stroke={C.fjord} strokeWidth="3" />
      {/* Ground loop for bergvarme */}
      <path d="M392 304v28c0 8-12 8-12 0v-20" fill="none" stroke="#d9813f" strokeWidth="3" strokeDasharray="4 4" />
    </g>
  );
}

function ClimateLoads() {
  return (
    <g>
      {/* Snow falling and the load on the roof */}
      {[70, 120, 180, 250, 320, 380, 420].map((x, index) => (
        <circle key={x} cx={x} cy={40 + ((index * 23) % 50)} r="4" fill={C.snow} stroke="#b8c8cc" strokeWidth="1" />
      ))}
      {[160, 220, 280].map((x) => (
        <path key={x} d={`M${x} 64v34m-8-10 8 10 8-10`} fill="none" stroke={C.fjord2} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      ))}
      {/* Wind from the left */}
      <path d="M30 160h70c14 0 14-18 2-18M30 184h96c16 0 16 20 2 20M30 208h58" fill="none" stroke="#7d989c" strokeWidth="3" strokeLinecap="round" />
      {/* House with snow blanket and overhangs */}
      <path d="M130 180 230 108l100 72v96H130Z" fill={C.stain} />
      <path d="M114 190 230 104l116 86" fill="none" stroke="#1f2826" strokeWidth="12" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M112 184 230 96l118 88-8 6L230 108 120 190Z" fill={C.snow} stroke="#c8d5d8" strokeWidth="1.5" />
      <rect x="170" y="206" width="40" height="40" fill={C.glow} />
      <rect x="246" y="206" width="40" height="70" fill={C.glow} />
      {/* Ground, frost line and insulated foundation */}
      <path d="M40 276h400" stroke={C.fjord} strokeWidth="3" />
      <rect x="124" y="276" width="212" height="26" fill="#c9d1cc" stroke={C.fjord} strokeWidth="2" />
      <path d="M112 304h236" stroke="#6f9db5" strokeWidth="3" strokeDasharray="8 6" />
      <path d="M40 326h400" stroke="#b6c4c7" strokeWidth="2" strokeDasharray="3 6" />
      {/* Rain on the coast side */}
      {[370, 392, 414, 436].map((x, index) => (
        <path key={x} d={`M${x} ${150 + index * 12}l-6 14`} stroke="#6f9db5" strokeWidth="3" strokeLinecap="round" />
      ))}
    </g>
  );
}

/**
 * Six placeholder partner marks: simple wordmarks with a glyph each, in one ink
 * colour so the strip reads calm. Replace with the partners' real logos.
 */
export const partners = [
  { name: "Nordskog Tre", glyph: "tree" },
  { name: "Fjordglass", glyph: "window" },
  { name: "Bergvarme", glyph: "drop" },
  { name: "Lin & Kalk", glyph: "leaf" },
  { name: "Takverk", glyph: "roof" },
  { name: "Ullisol", glyph: "wave" },
] as const;

export function PartnerMark({ name, glyph, className }: { name: string; glyph: (typeof partners)[number]["glyph"]; className?: string }) {
  return (
    <svg viewBox="0 0 200 56" className={className} role="img" aria-label={name}>
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {glyph === "tree" ? <path d="M24 10 36 30h-7l10 14H9l10-14h-7ZM24 44v6" /> : null}
        {glyph === "window" ? <path d="M10 12h28v34H10ZM24 12v34M10 29h28" /> : null}
        {glyph === "drop" ? <path d="M24 8c9 12 14 20 14 26a14 14 0 0 1-28 0c0-6 5-14 14-26ZM18 36a6 6 0 0 0 6 6" /> : null}
        {glyph === "leaf" ? <path d="M10 46c0-20 10-34 30-36 0 22-12 34-30 36ZM10 46 30 24" /> : null}
        {glyph === "roof" ? <path d="M6 32 24 14l18 18M12 26v20h24V26" /> : null}
        {glyph === "wave" ? <path d="M8 22c6-6 10-6 16 0s10 6 16 0M8 34c6-6 10-6 16 0s10 6 16 0" /> : null}
      </g>
      <text
        x="54"
        y="36"
        fill="currentColor"
        fontFamily="'Fraunces Variable', Georgia, serif"
        fontSize="22"
        fontWeight="600"
        letterSpacing="0.2"
      >
        {name}
      </text>
    </svg>
  );
}

/** Furu Bolig's mark: a pine inside a gable. */
export function FuruMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M3 14 16 4l13 10v14H3Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 9l5 8h-3l4 5H10l4-5h-3Z" fill="currentColor" />
      <path d="M16 22v4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
