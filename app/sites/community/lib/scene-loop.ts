import type { CanvasScene } from "./scenes";

/** Slow drifting needs no more than 30 frames a second; it halves the work of 60. */
const FRAME_INTERVAL = 1000 / 30;
/** Longest step one frame may take, so a stall never makes nodes jump. */
const MAX_DELTA = 80;
const MAX_PIXEL_RATIO = 2;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Surface = HTMLCanvasElement | OffscreenCanvas;

export interface SceneLoop {
  /** New size in CSS pixels and the device pixel ratio; redraws a still frame when not running. */
  resize(width: number, height: number, pixelRatio: number): void;
  /** Animate (true) or hold the current frame (false). */
  setRunning(running: boolean): void;
  /** Draws the current state again, e.g. once a web font has arrived. */
  redraw(): void;
  stop(): void;
}

/**
 * Drives a scene on a canvas: frames with requestAnimationFrame (at most 30 a second)
 * while running, otherwise a single still frame. Works the same on the page's thread
 * and in a worker with an OffscreenCanvas.
 */
export function createSceneLoop(surface: Surface, scene: CanvasScene, onFirstFrame?: () => void): SceneLoop {
  const context = surface.getContext("2d") as Context2D | null;
  const requestFrame: (callback: (now: number) => void) => number =
    typeof requestAnimationFrame === "function"
      ? requestAnimationFrame
      : (callback) => setTimeout(() => callback(performance.now()), FRAME_INTERVAL) as unknown as number;
  const cancelFrame: (handle: number) => void =
    typeof cancelAnimationFrame === "function" ? cancelAnimationFrame : clearTimeout;
  let width = 0;
  let height = 0;
  let running = false;
  let frame = 0;
  let last = 0;
  let drawn = false;

  function render(delta: number) {
    if (!context || width === 0 || height === 0) return;
    context.clearRect(0, 0, width, height);
    scene.draw(context as CanvasRenderingContext2D, delta);
    if (!drawn) {
      drawn = true;
      onFirstFrame?.();
    }
  }

  function tick(now: number) {
    frame = requestFrame(tick);
    if (last !== 0 && now - last < FRAME_INTERVAL - 2) return;
    const delta = last === 0 ? 0 : Math.min(now - last, MAX_DELTA);
    last = now;
    render(delta);
  }

  return {
    resize(nextWidth, nextHeight, pixelRatio) {
      if (!context || (nextWidth === width && nextHeight === height)) return;
      width = nextWidth;
      height = nextHeight;
      const ratio = Math.min(pixelRatio || 1, MAX_PIXEL_RATIO);
      surface.width = Math.max(1, Math.round(width * ratio));
      surface.height = Math.max(1, Math.round(height * ratio));
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      scene.resize(width, height);
      if (!running) render(0);
    },
    setRunning(next) {
      if (next === running) return;
      running = next;
      if (running) {
        last = 0;
        frame = requestFrame(tick);
      } else {
        cancelFrame(frame);
      }
    },
    redraw() {
      if (!running) render(0);
    },
    stop() {
      running = false;
      cancelFrame(frame);
    },
  };
}
