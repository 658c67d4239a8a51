import { useCallback, useEffect, useRef, useState } from "react";

/**
 * With reduced motion the replay moves in cuts four times a second instead of flowing
 * with every frame: the text jumps ahead in chunks, nothing glides or blinks.
 */
export const REDUCED_MOTION_FRAME_MS = 250;
/**
 * The most replay time one frame may advance, in real ms. A hidden tab gets no frames;
 * when it comes back, the replay goes on from where it was instead of leaping ahead.
 */
const LONGEST_FRAME_MS = 2 * REDUCED_MOTION_FRAME_MS;

/**
 * The replay's clock: a position in the log's ms, advancing at `speed` while playing,
 * stopping at `duration`. Nothing plays until `play` is called.
 */
export function useReplayClock(duration: number, speed: number, reducedMotion: boolean) {
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const positionRef = useRef(0);

  const seek = useCallback(
    (ms: number) => {
      const clamped = Math.min(duration, Math.max(0, ms));
      positionRef.current = clamped;
      setPosition(clamped);
    },
    [duration],
  );

  useEffect(() => {
    if (!playing) return undefined;
    let last = performance.now();
    let handle = 0;
    const tick = () => {
      const now = performance.now();
      const next = Math.min(duration, positionRef.current + Math.min(now - last, LONGEST_FRAME_MS) * speed);
      last = now;
      positionRef.current = next;
      setPosition(next);
      if (next >= duration) setPlaying(false);
      else schedule();
    };
    const schedule = () => {
      handle = reducedMotion ? window.setTimeout(tick, REDUCED_MOTION_FRAME_MS) : window.requestAnimationFrame(tick);
    };
    schedule();
    return () => (reducedMotion ? window.clearTimeout(handle) : window.cancelAnimationFrame(handle));
  }, [playing, speed, reducedMotion, duration]);

  const play = useCallback(() => {
    if (duration <= 0) return;
    // Played to the end: "Play" starts again from the beginning.
    if (positionRef.current >= duration) seek(0);
    setPlaying(true);
  }, [duration, seek]);
  const pause = useCallback(() => setPlaying(false), []);

  return { position, playing, play, pause, seek };
}
