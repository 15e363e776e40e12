/**
 * Embla's `duration` is not milliseconds: each 1/60 s step its scroll body adds (distance / duration)
 * to a velocity damped by `friction` (0.68). This replays that loop to find the duration whose
 * movement settles (within 0.5 % of the distance) closest to the wanted milliseconds.
 */
const STEP_MS = 1000 / 60;
/** Embla's `friction` constant (engine `const friction = 0.68`); tests/unit/carousel.test.ts checks it. */
export const FRICTION = 0.68;

export function settleMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  for (let step = 1; step < 5000; step++) {
    velocity = (velocity + (1 - location) / duration) * FRICTION;
    location += velocity;
    if (Math.abs(1 - location) < 0.005 && Math.abs(velocity) < 0.005) return step * STEP_MS;
  }
  return Infinity;
}

export function emblaDuration(ms: number): number {
  let best = 20;
  for (let duration = 10; duration <= 200; duration++) {
    if (Math.abs(settleMs(duration) - ms) < Math.abs(settleMs(best) - ms)) best = duration;
  }
  return best;
}
