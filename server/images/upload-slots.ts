/**
 * A counter of uploads in progress in this process, from before their body is read until
 * their photo is stored or refused: `take()` answers a release function, or null when all
 * `slots` are taken (the caller answers 503 at once, holding nothing). Unlike a queue, it
 * never lets work wait in memory beyond the mark.
 */
export function uploadSlots(slots: number) {
  let taken = 0;
  return {
    take(): (() => void) | null {
      if (taken >= slots) return null;
      taken++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken--;
      };
    },
    inUse: () => taken,
  };
}
