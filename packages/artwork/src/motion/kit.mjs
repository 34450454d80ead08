/**
 * The motion pieces' building blocks: the 1920x1080 stage, easing, and the shot, a drawing of
 * time. A shot moves only in its `moving` spans (its entrance, its exit, a ticker...): between them
 * it holds its last moving frame, so the renderer draws each held picture once.
 */

export const W = 1920;
export const H = 1080;
export const FPS = 24;
/**
 * Text stays above this line: the bottom of the frame is where players draw their controls (at
 * 390 px wide they cover about a fifth of the picture).
 */
export const SAFE_BOTTOM = Math.round(H * 0.74);

/** @param {number} v */
export const clamp01 = (v) => Math.min(1, Math.max(0, v));
/** Progress from 0 to 1 of `t` between `a` and `b`. @param {number} t @param {number} a @param {number} b */
export const seg = (t, a, b) => clamp01((t - a) / (b - a));
/** @param {number} a @param {number} b @param {number} p */
export const lerp = (a, b, p) => a + (b - a) * p;
/** Rounded to a tenth of a pixel: equal frames give equal strings, and the file stays short. @param {number} v */
export const r1 = (v) => Math.round(v * 10) / 10;

export const ease = {
  /** @param {number} p */
  out: (p) => 1 - (1 - p) ** 3,
  /** @param {number} p */
  inOut: (p) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2),
  /** An overshoot that settles, for things that pop in. @param {number} p */
  back: (p) => 1 + 2.70158 * (p - 1) ** 3 + 1.70158 * (p - 1) ** 2,
};

/**
 * @typedef {{ dur: number, moving: Array<[number, number]>, draw: (t: number) => string }} Shot
 * `draw(t)` returns the SVG body of the frame at `t` seconds into the shot (without the <svg> root).
 */

/**
 * The time whose picture is shown at `t`: `t` itself while the shot moves, else the end of the
 * last moving span before it (or the start of the first one).
 * @param {Shot} shot
 * @param {number} t
 */
export function shownTime(shot, t) {
  let shown = shot.moving[0]?.[0] ?? 0;
  for (const [a, b] of shot.moving) {
    if (t >= a && t <= b) return t;
    if (t > b) shown = b;
  }
  return shown;
}

/**
 * The shared transition: a panel in `color` sweeps in over the last `out` seconds and away over
 * the first `inn` seconds, so every cut is a wipe.
 * @param {number} t
 * @param {number} dur
 * @param {string} color
 * @param {{ inn?: number, out?: number }} [o]
 */
export function wipe(t, dur, color, { inn = 0.45, out = 0.45 } = {}) {
  if (t < inn) {
    const p = ease.inOut(seg(t, 0, inn));
    return `<rect x="${r1(W * p)}" y="0" width="${W}" height="${H}" fill="${color}"/>`;
  }
  if (t > dur - out) {
    const p = ease.inOut(seg(t, dur - out, dur));
    return `<rect x="${r1(-W + W * p)}" y="0" width="${W}" height="${H}" fill="${color}"/>`;
  }
  return '';
}

/** The usual moving spans: an entrance of `inn` seconds and the exit wipe. @param {number} dur @param {number} inn */
export const inAndOut = (dur, inn) => /** @type {Array<[number, number]>} */ ([[0, inn], [dur - 0.45, dur]]);

/** A whole frame from its body. @param {string} body */
export const frameSvg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
