/// <reference lib="webworker" />
/*
 * Draws a scene on an OffscreenCanvas in a worker, so its frames never occupy the
 * page's main thread (no blocking time, smooth even while the page is busy).
 * Messages: see CanvasWorkerMessage.
 */
import type { NetworkNode } from "../content";
import { createSceneLoop, type SceneLoop } from "./scene-loop";
import { createScene, type SceneName } from "./scenes";

export type CanvasWorkerMessage =
  | { type: "init"; canvas: OffscreenCanvas; scene: SceneName; nodes?: NetworkNode[] }
  /** The label font's file, fetched by the page: the worker itself loads nothing over the network. */
  | { type: "font"; family: string; data: ArrayBuffer }
  | { type: "resize"; width: number; height: number; pixelRatio: number }
  | { type: "running"; running: boolean };

declare const self: DedicatedWorkerGlobalScope;

let loop: SceneLoop | undefined;

self.onmessage = (event: MessageEvent<CanvasWorkerMessage>) => {
  const message = event.data;
  if (message.type === "init") {
    loop = createSceneLoop(message.canvas, createScene(message.scene, message.nodes), () =>
      self.postMessage({ type: "drawn" }),
    );
  } else if (message.type === "font") {
    if (!("fonts" in self) || typeof FontFace !== "function") return;
    new FontFace(message.family, message.data, { weight: "100 900" })
      .load()
      .then((face) => {
        (self as unknown as { fonts: FontFaceSet }).fonts.add(face);
        loop?.redraw();
      })
      .catch(() => {});
  } else if (message.type === "resize") {
    loop?.resize(message.width, message.height, message.pixelRatio);
  } else if (message.type === "running") {
    loop?.setRunning(message.running);
  }
};
