/**
 * Hero art for the sites whose hero is drawn by a component rather than an SVG file:
 * Mycelium Club's glowing hyphae and the notebook's scored note. Each draws in a
 * 480×510 box (./share-images.ts places it).
 */
import { drawScoreCard } from "#server/share-images/score-card.ts";
import { measure, textPath } from "./share-font";

const WIDTH = 480;
const HEIGHT = 510;

/** A fixed pseudo-random sequence (mulberry32): the art is the same on every build. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nodes joined to their nearest neighbours by curved hyphae, teal and violet on the night. */
export function communityArt(): string {
  const random = seeded(18);
  const nodes = Array.from({ length: 26 }, () => ({
    x: 30 + random() * (WIDTH - 60),
    y: 30 + random() * (HEIGHT - 60),
    r: 2 + random() * 4,
  }));
  nodes.push({ x: WIDTH / 2, y: HEIGHT / 2, r: 14 });
  const lines: string[] = [];
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, otherIndex) => ({ other, otherIndex, distance: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter((candidate) => candidate.otherIndex !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3);
    for (const { other, otherIndex, distance } of nearest) {
      // Each pair once, none between nodes that nearly touch; a gentle bend (at most a quarter of the length) so no hypha loops.
      if (otherIndex < index || distance < 48) continue;
      const bend = (random() - 0.5) * distance * 0.5;
      const mx = (node.x + other.x) / 2 + bend;
      const my = (node.y + other.y) / 2 - bend;
      const color = random() < 0.6 ? "#5eead4" : "#a78bfa";
      lines.push(
        `<path d="M${node.x.toFixed(1)} ${node.y.toFixed(1)}Q${mx.toFixed(1)} ${my.toFixed(1)} ${other.x.toFixed(1)} ${other.y.toFixed(1)}" stroke="${color}" stroke-opacity="${(0.25 + random() * 0.45).toFixed(2)}" stroke-width="${(1 + random() * 1.6).toFixed(1)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  });
  const dots = nodes.map((node, index) => {
    const color = index % 3 === 0 ? "#c4b5fd" : "#5eead4";
    return `<circle cx="${node.x.toFixed(1)}" cy="${node.y.toFixed(1)}" r="${(node.r * 3).toFixed(1)}" fill="${color}" fill-opacity="0.12"/><circle cx="${node.x.toFixed(1)}" cy="${node.y.toFixed(1)}" r="${node.r.toFixed(1)}" fill="${color}"/>`;
  });
  return `<g>${lines.join("")}${dots.join("")}</g>`;
}

/** A note on paper with its human score, meter and verdict, as the note page shows them. */
export function notebookArt(): string {
  return drawScoreCard(
    { draw: textPath, measure },
    { score: 94, human: true, lines: [0.92, 0.84, 0.96, 0.7, 0.88, 0.52] },
  );
}
