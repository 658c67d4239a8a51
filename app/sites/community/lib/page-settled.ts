/** Safari has no requestIdleCallback. */
function onIdle(callback: () => void, timeout: number) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 50);
}

let pageSettled: Promise<void> | undefined;

/** Resolves once the page has loaded and the main thread is idle: extra work never competes with hydration. */
export function whenPageSettled(): Promise<void> {
  pageSettled ??= new Promise<void>((resolve) => {
    const idle = () => onIdle(resolve, 2500);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
  return pageSettled;
}
