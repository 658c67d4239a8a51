import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type RefObject, useEffect } from "react";
import type { NetworkNode } from "../content";
import type { CanvasWorkerMessage } from "./canvas.worker";
import { whenPageSettled } from "./page-settled";
import type { SceneName } from "./scenes";

interface Driver {
  resize(width: number, height: number, pixelRatio: number): void;
  setRunning(running: boolean): void;
  redraw(): void;
  stop(): void;
}

/** Canvases handed to a worker; a canvas can be transferred only once. */
const transferred = new WeakSet<HTMLCanvasElement>();

/** Draws in a worker on an OffscreenCanvas: the frames never touch the page's main thread. */
function workerDriver(
  canvas: HTMLCanvasElement,
  scene: SceneName,
  nodes: NetworkNode[] | undefined,
  onDrawn: () => void,
): Driver {
  const worker = new Worker(new URL("./canvas.worker.ts", import.meta.url), { type: "module" });
  const offscreen = canvas.transferControlToOffscreen();
  transferred.add(canvas);
  const post = (message: CanvasWorkerMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  worker.onmessage = (event: MessageEvent<{ type: string }>) => {
    if (event.data.type === "drawn") onDrawn();
  };
  post({ type: "init", canvas: offscreen, scene, nodes }, [offscreen]);
  if (scene === "stakeholders") {
    // The labels' font, from the browser's cache; the worker gets the bytes, so it needs no network access.
    void fetch(interLatin)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then((data) => post({ type: "font", family: "Inter Variable", data }, [data]))
      .catch(() => {});
  }
  return {
    resize: (width, height, pixelRatio) => post({ type: "resize", width, height, pixelRatio }),
    setRunning: (running) => post({ type: "running", running }),
    redraw: () => {},
    stop: () => worker.terminate(),
  };
}

/** Browsers without OffscreenCanvas draw on the page's thread, with the same loop. */
async function mainThreadDriver(
  canvas: HTMLCanvasElement,
  scene: SceneName,
  nodes: NetworkNode[] | undefined,
  onDrawn: () => void,
): Promise<Driver> {
  const [{ createSceneLoop }, { createScene }] = await Promise.all([import("./scene-loop"), import("./scenes")]);
  return createSceneLoop(canvas, createScene(scene, nodes), onDrawn);
}

/**
 * Runs a canvas scene cheaply. Nothing is drawn until the page has loaded and gone idle;
 * then the scene is drawn in a worker (OffscreenCanvas) where the browser can, and on the
 * page's thread otherwise. Frames (at most 30 a second) run only while the canvas is on
 * screen and the tab is visible; with prefers-reduced-motion a single still frame is
 * drawn. The backing store follows devicePixelRatio. The canvas gets `data-drawn` once
 * its first frame is in, so CSS can fade it in.
 */
export function useCanvasAnimation(ref: RefObject<HTMLCanvasElement | null>, scene: SceneName, nodes?: NetworkNode[]) {
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || transferred.has(canvas)) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let driver: Driver | undefined;
    let size: { width: number; height: number } | undefined;
    let onScreen = false;
    let disposed = false;

    const onDrawn = () => {
      canvas.dataset.drawn = "true";
    };
    const update = () => driver?.setRunning(onScreen && document.visibilityState !== "hidden" && !motion.matches);
    const pixelRatio = () => window.devicePixelRatio || 1;

    const resizeObserver = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (!box) return;
      size = { width: box.width, height: box.height };
      driver?.resize(size.width, size.height, pixelRatio());
    });
    resizeObserver.observe(canvas);

    const intersectionObserver = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      update();
    });
    intersectionObserver.observe(canvas);

    const onMotionChange = () => {
      update();
      driver?.redraw();
    };
    document.addEventListener("visibilitychange", update);
    motion.addEventListener("change", onMotionChange);

    void whenPageSettled()
      .then(() => {
        if (disposed) return undefined;
        const offscreen = typeof canvas.transferControlToOffscreen === "function" && typeof Worker === "function";
        return offscreen
          ? workerDriver(canvas, scene, nodes, onDrawn)
          : mainThreadDriver(canvas, scene, nodes, onDrawn);
      })
      .then((started) => {
        if (!started) return;
        if (disposed) {
          started.stop();
          return;
        }
        driver = started;
        if (size) driver.resize(size.width, size.height, pixelRatio());
        update();
        void document.fonts?.ready.then(() => driver?.redraw());
      });

    return () => {
      disposed = true;
      driver?.stop();
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      document.removeEventListener("visibilitychange", update);
      motion.removeEventListener("change", onMotionChange);
    };
    // The scene and its nodes are fixed for the canvas' lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
}
