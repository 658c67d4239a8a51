import type { NetworkNode } from "../content";

/** What a canvas draws. Sizes are CSS pixels; the loop scales for the device pixel ratio. */
export interface CanvasScene {
  /** Called on start and whenever the canvas changes size. */
  resize(width: number, height: number): void;
  /** Advances by `delta` ms (0 for a still frame) and draws one frame on a cleared canvas. */
  draw(context: CanvasRenderingContext2D, delta: number): void;
}

/** The hero's network: 50 nodes, at most 3 connections per node, connections shorter than 150 px. */
export const HERO_NODE_COUNT = 50;
export const HERO_MAX_LINKS_PER_NODE = 3;
export const HERO_LINK_DISTANCE = 150;
/** Stakeholder lines join nodes closer than 200 px. */
export const STAKEHOLDER_LINK_DISTANCE = 200;

const TEAL: RGB = [94, 234, 212];
const VIOLET: RGB = [167, 139, 250];
type RGB = readonly [number, number, number];

function rgba([r, g, b]: RGB, alpha: number) {
  return `rgba(${r},${g},${b},${alpha.toFixed(3)})`;
}

function mix(a: RGB, b: RGB): RGB {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
}

interface Drifter {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  color: RGB;
  hub: boolean;
}

interface Link {
  a: number;
  b: number;
  distance: number;
}

/**
 * Picks the links of a frame: pairs closer than `maxDistance`, nearest first,
 * each node taking part in at most `maxPerNode` of them.
 */
export function pickLinks(
  points: readonly { x: number; y: number }[],
  maxDistance: number,
  maxPerNode: number,
): Link[] {
  const candidates: Link[] = [];
  const limit = maxDistance * maxDistance;
  for (let a = 0; a < points.length; a++) {
    const p = points[a]!;
    for (let b = a + 1; b < points.length; b++) {
      const q = points[b]!;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      const squared = dx * dx + dy * dy;
      if (squared < limit) candidates.push({ a, b, distance: Math.sqrt(squared) });
    }
  }
  candidates.sort((left, right) => left.distance - right.distance);
  const degree = new Uint8Array(points.length);
  const links: Link[] = [];
  for (const link of candidates) {
    if (degree[link.a]! >= maxPerNode || degree[link.b]! >= maxPerNode) continue;
    degree[link.a]!++;
    degree[link.b]!++;
    links.push(link);
  }
  return links;
}

/** Line opacity is drawn in a few steps, so a frame strokes a handful of paths instead of one per link. */
const ALPHA_STEPS = 4;

/**
 * The hero's backdrop: drifting spores that link up like hyphae, with signals running
 * along the links. Draw calls are batched by colour and opacity step (about twenty per
 * frame) and nothing is allocated per frame beyond the link list, so a frame stays cheap
 * even where the canvas is rasterised on the CPU.
 */
export function createHeroNetworkScene(): CanvasScene {
  let width = 0;
  let height = 0;
  const nodes: Drifter[] = [];
  const pulses: { a: number; b: number; progress: number; speed: number }[] = [];
  let links: Link[] = [];
  const colors = [TEAL, VIOLET, mix(TEAL, VIOLET)].map((color) => rgba(color, 1));
  const buckets = colors.map(() => Array.from({ length: ALPHA_STEPS }, () => [] as Link[]));

  function seed() {
    nodes.length = 0;
    for (let index = 0; index < HERO_NODE_COUNT; index++) {
      const angle = Math.random() * Math.PI * 2;
      const speed = 6 + Math.random() * 10;
      const hub = index % 9 === 0;
      nodes.push({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        radius: hub ? 2.6 : 1.2 + Math.random() * 1.1,
        color: Math.random() < 0.62 ? TEAL : VIOLET,
        hub,
      });
    }
  }

  function respawn(pulse: { a: number; b: number; progress: number; speed: number }) {
    const link = links[Math.floor(Math.random() * links.length)];
    if (!link) return;
    const forward = Math.random() < 0.5;
    pulse.a = forward ? link.a : link.b;
    pulse.b = forward ? link.b : link.a;
    pulse.progress = 0;
    pulse.speed = 0.00035 + Math.random() * 0.0004;
  }

  function colorIndex(link: Link) {
    const from = nodes[link.a]!.color;
    const to = nodes[link.b]!.color;
    return from !== to ? 2 : from === TEAL ? 0 : 1;
  }

  return {
    resize(nextWidth, nextHeight) {
      if (nodes.length === 0 || width === 0 || height === 0) {
        width = nextWidth;
        height = nextHeight;
        seed();
      } else {
        for (const node of nodes) {
          node.x *= nextWidth / width;
          node.y *= nextHeight / height;
        }
        width = nextWidth;
        height = nextHeight;
      }
      links = pickLinks(nodes, HERO_LINK_DISTANCE, HERO_MAX_LINKS_PER_NODE);
    },

    draw(context, delta) {
      const seconds = delta / 1000;
      for (const node of nodes) {
        node.x += node.vx * seconds;
        node.y += node.vy * seconds;
        if (node.x < 0 || node.x > width) {
          node.vx *= -1;
          node.x = Math.min(Math.max(node.x, 0), width);
        }
        if (node.y < 0 || node.y > height) {
          node.vy *= -1;
          node.y = Math.min(Math.max(node.y, 0), height);
        }
      }
      links = pickLinks(nodes, HERO_LINK_DISTANCE, HERO_MAX_LINKS_PER_NODE);

      // Links, grouped by colour and by opacity step: closer pairs are brighter.
      for (const group of buckets) for (const bucket of group) bucket.length = 0;
      for (const link of links) {
        const step = Math.min(ALPHA_STEPS - 1, Math.floor((1 - link.distance / HERO_LINK_DISTANCE) * ALPHA_STEPS));
        buckets[colorIndex(link)]![step]!.push(link);
      }
      context.lineWidth = 1;
      buckets.forEach((group, color) => {
        context.strokeStyle = colors[color]!;
        group.forEach((bucket, step) => {
          if (bucket.length === 0) return;
          context.globalAlpha = ((step + 0.5) / ALPHA_STEPS) * 0.42;
          context.beginPath();
          for (const { a, b } of bucket) {
            context.moveTo(nodes[a]!.x, nodes[a]!.y);
            context.lineTo(nodes[b]!.x, nodes[b]!.y);
          }
          context.stroke();
        });
      });

      // Signals travelling along the hyphae; still frames leave them out.
      if (delta > 0) {
        while (pulses.length < 7 && links.length > 0) {
          const pulse = { a: 0, b: 0, progress: 0, speed: 0 };
          respawn(pulse);
          pulse.progress = Math.random();
          pulses.push(pulse);
        }
        context.fillStyle = "#ecfdfa";
        for (const pulse of pulses) {
          pulse.progress += pulse.speed * delta;
          const stillLinked = links.some(
            (link) => (link.a === pulse.a && link.b === pulse.b) || (link.a === pulse.b && link.b === pulse.a),
          );
          if (pulse.progress >= 1 || !stillLinked) {
            respawn(pulse);
            continue;
          }
          const from = nodes[pulse.a]!;
          const to = nodes[pulse.b]!;
          const x = from.x + (to.x - from.x) * pulse.progress;
          const y = from.y + (to.y - from.y) * pulse.progress;
          const fade = Math.sin(pulse.progress * Math.PI);
          context.globalAlpha = 0.16 * fade;
          context.beginPath();
          context.arc(x, y, 5, 0, Math.PI * 2);
          context.fill();
          context.globalAlpha = 0.9 * fade;
          context.beginPath();
          context.arc(x, y, 1.4, 0, Math.PI * 2);
          context.fill();
        }
      }

      // Spores, one path per colour; hubs get a soft halo.
      for (const color of [TEAL, VIOLET]) {
        context.fillStyle = rgba(color, 1);
        context.globalAlpha = 0.1;
        context.beginPath();
        for (const node of nodes) {
          if (node.color !== color || !node.hub) continue;
          context.moveTo(node.x + node.radius * 5, node.y);
          context.arc(node.x, node.y, node.radius * 5, 0, Math.PI * 2);
        }
        context.fill();
        context.globalAlpha = 0.75;
        context.beginPath();
        for (const node of nodes) {
          if (node.color !== color) continue;
          context.moveTo(node.x + node.radius, node.y);
          context.arc(node.x, node.y, node.radius, 0, Math.PI * 2);
        }
        context.fill();
      }
      context.globalAlpha = 1;
    },
  };
}

function hexToRgb(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The label font; in a worker the page's web font is loaded there first (see canvas.worker.ts). */
export const LABEL_FONT = "500 12.5px 'Inter Variable', ui-sans-serif, system-ui, sans-serif";

/** Below this canvas width the labels would collide; the legend under the canvas names the nodes. */
const LABEL_MIN_WIDTH = 520;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const LABEL_HEIGHT = 26;
const LABEL_GAP = 16;

type Side = "right" | "left" | "below" | "above";
const SIDES: Side[] = ["right", "left", "below", "above"];

/** The label's top-left corner relative to its node. */
function labelOffset(side: Side, labelWidth: number) {
  if (side === "right") return { dx: LABEL_GAP, dy: -LABEL_HEIGHT / 2 };
  if (side === "left") return { dx: -LABEL_GAP - labelWidth, dy: -LABEL_HEIGHT / 2 };
  if (side === "below") return { dx: -labelWidth / 2, dy: LABEL_GAP };
  return { dx: -labelWidth / 2, dy: -LABEL_GAP - LABEL_HEIGHT };
}

function overlap(a: Rect, b: Rect) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Which side of its node each label sits on, chosen once per size (and font) so labels
 * collide as little as possible with each other, with the nodes and with the edges.
 * A fixed side keeps labels from jumping while the nodes drift.
 */
function placeLabels(
  centres: readonly { x: number; y: number }[],
  widths: readonly number[],
  width: number,
  height: number,
): Side[] {
  const placed: Rect[] = [];
  const nodes = centres.map((centre) => ({ x: centre.x - 14, y: centre.y - 14, width: 28, height: 28 }));
  return centres.map((centre, index) => {
    const labelWidth = widths[index]!;
    let best: Side = "right";
    let bestCost = Number.POSITIVE_INFINITY;
    for (const side of SIDES) {
      const candidate = labelOffset(side, labelWidth);
      const rect = { x: centre.x + candidate.dx, y: centre.y + candidate.dy, width: labelWidth, height: LABEL_HEIGHT };
      const outside =
        Math.max(0, 6 - rect.x) +
        Math.max(0, rect.x + rect.width - (width - 6)) +
        Math.max(0, 6 - rect.y) +
        Math.max(0, rect.y + rect.height - (height - 6));
      let cost = outside * 400;
      for (const other of placed) cost += overlap(rect, other) * 4;
      nodes.forEach((node, other) => {
        if (other !== index) cost += overlap(rect, node) * 4;
      });
      if (cost < bestCost) {
        bestCost = cost;
        best = side;
      }
    }
    const chosen = labelOffset(best, labelWidth);
    placed.push({ x: centre.x + chosen.dx, y: centre.y + chosen.dy, width: labelWidth, height: LABEL_HEIGHT });
    return best;
  });
}

/** 'The Network': the eight stakeholders breathing in place, linked when closer than 200 px. */
export function createStakeholderScene(stakeholders: readonly NetworkNode[]): CanvasScene {
  let width = 0;
  let height = 0;
  let time = 0;
  let labelSides: Side[] | null = null;
  let labelWidthsKey = "";
  const colors = stakeholders.map((node) => hexToRgb(node.color));
  const phases = stakeholders.map((_, index) => index * 1.7);
  const positions = stakeholders.map(() => ({ x: 0, y: 0 }));
  const bases = stakeholders.map(() => ({ x: 0, y: 0 }));

  return {
    resize(nextWidth, nextHeight) {
      width = nextWidth;
      height = nextHeight;
      labelSides = null;
      const padding = Math.min(width, height) * 0.08;
      stakeholders.forEach((node, index) => {
        bases[index]!.x = padding + node.x * (width - padding * 2);
        bases[index]!.y = padding + node.y * (height - padding * 2);
      });
    },

    draw(context, delta) {
      time += delta;
      const amplitude = Math.min(width, height) * 0.025;
      stakeholders.forEach((_, index) => {
        const phase = phases[index]!;
        positions[index]!.x = bases[index]!.x + Math.sin(time * 0.00045 + phase) * amplitude;
        positions[index]!.y = bases[index]!.y + Math.cos(time * 0.00038 + phase * 1.3) * amplitude;
      });

      // Every pair closer than 200 px is linked; closer pairs glow stronger.
      context.lineWidth = 1.25;
      for (let a = 0; a < positions.length; a++) {
        for (let b = a + 1; b < positions.length; b++) {
          const from = positions[a]!;
          const to = positions[b]!;
          const distance = Math.hypot(from.x - to.x, from.y - to.y);
          if (distance >= STAKEHOLDER_LINK_DISTANCE) continue;
          const strength = 1 - distance / STAKEHOLDER_LINK_DISTANCE;
          const gradient = context.createLinearGradient(from.x, from.y, to.x, to.y);
          gradient.addColorStop(0, rgba(colors[a]!, 0.2 + strength * 0.55));
          gradient.addColorStop(1, rgba(colors[b]!, 0.2 + strength * 0.55));
          context.strokeStyle = gradient;
          context.beginPath();
          context.moveTo(from.x, from.y);
          context.lineTo(to.x, to.y);
          context.stroke();
          if (time > 0) {
            const progress = (time * 0.00022 + (a * 7 + b * 3) * 0.13) % 1;
            context.fillStyle = rgba([240, 253, 250], 0.85 * Math.sin(progress * Math.PI));
            context.beginPath();
            context.arc(from.x + (to.x - from.x) * progress, from.y + (to.y - from.y) * progress, 1.8, 0, Math.PI * 2);
            context.fill();
          }
        }
      }

      stakeholders.forEach((_, index) => {
        const { x, y } = positions[index]!;
        const color = colors[index]!;
        const breathe = 1 + Math.sin(time * 0.002 + phases[index]!) * 0.08;
        const glow = context.createRadialGradient(x, y, 0, x, y, 26 * breathe);
        glow.addColorStop(0, rgba(color, 0.45));
        glow.addColorStop(1, rgba(color, 0));
        context.fillStyle = glow;
        context.beginPath();
        context.arc(x, y, 26 * breathe, 0, Math.PI * 2);
        context.fill();
        context.strokeStyle = rgba(color, 0.75);
        context.lineWidth = 1.25;
        context.beginPath();
        context.arc(x, y, 9, 0, Math.PI * 2);
        context.stroke();
        context.fillStyle = rgba(color, 1);
        context.beginPath();
        context.arc(x, y, 4.5, 0, Math.PI * 2);
        context.fill();
      });

      if (width < LABEL_MIN_WIDTH) return;
      context.font = LABEL_FONT;
      context.textBaseline = "middle";
      const widths = stakeholders.map((node) => Math.round(context.measureText(node.label).width + 20));
      // Placed again when the size or the font (hence the widths) changed.
      if (!labelSides || widths.join() !== labelWidthsKey) {
        labelSides = placeLabels(bases, widths, width, height);
        labelWidthsKey = widths.join();
      }
      const sides = labelSides;
      stakeholders.forEach((node, index) => {
        const { x, y } = positions[index]!;
        const offset = labelOffset(sides[index]!, widths[index]!);
        const labelWidth = widths[index]!;
        const left = Math.min(Math.max(x + offset.dx, 4), width - labelWidth - 4);
        const top = Math.min(Math.max(y + offset.dy, 4), height - LABEL_HEIGHT - 4);
        context.fillStyle = "rgba(13,11,34,0.85)";
        context.strokeStyle = rgba(colors[index]!, 0.35);
        context.lineWidth = 1;
        context.beginPath();
        context.roundRect(left, top, labelWidth, LABEL_HEIGHT, LABEL_HEIGHT / 2);
        context.fill();
        context.stroke();
        context.fillStyle = "#ecebff";
        context.fillText(node.label, left + 10, top + LABEL_HEIGHT / 2 + 0.5);
      });
    },
  };
}

export type SceneName = "hero" | "stakeholders";

export function createScene(name: SceneName, stakeholders: readonly NetworkNode[] = []): CanvasScene {
  return name === "hero" ? createHeroNetworkScene() : createStakeholderScene(stakeholders);
}
