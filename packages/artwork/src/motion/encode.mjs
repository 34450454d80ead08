/**
 * Renders a motion piece frame by frame in Chromium (../render.mjs) and encodes it with ffmpeg
 * (Debian's: apt-get install -y ffmpeg): an AV1 WebM for the browsers that play it, an H.264 MP4
 * for the rest, both 1920x1080 at 24 frames a second, muted. A held picture is drawn once and
 * linked for every frame it lasts, so a piece costs the frames that move.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { FPS, H, W, frameSvg, shownTime } from './kit.mjs';

/** @typedef {import('./pieces.mjs').Piece} Piece */
/** @typedef {{ frame: (svg: string, w: number, h: number) => Promise<Buffer> }} FrameRenderer */

/** The encoders' settings: sharp flat colour and type at a few hundred kilobits a second. */
const AV1 = ['-c:v', 'libsvtav1', '-preset', '10', '-crf', '42', '-g', '240', '-svtav1-params', 'tune=0', '-pix_fmt', 'yuv420p'];
const H264 = ['-c:v', 'libx264', '-preset', 'medium', '-tune', 'animation', '-crf', '27', '-g', '240', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart'];

function ffmpeg() {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is needed to encode the motion pieces: apt-get install -y ffmpeg');
  }
}

/**
 * The SVG of `piece` at `seconds` (for its poster frame and thumbnails).
 * @param {Piece} piece
 * @param {number} seconds
 */
export function frameAt(piece, seconds) {
  let start = 0;
  for (const shot of piece.shots) {
    if (seconds < start + shot.dur) return frameSvg(shot.draw(shownTime(shot, seconds - start)));
    start += shot.dur;
  }
  const last = piece.shots[piece.shots.length - 1];
  if (!last) throw new Error(`${piece.name} has no shots`);
  return frameSvg(last.draw(last.dur));
}

/**
 * Writes `<outDir>/<name>.webm` and `<name>.mp4`; returns their sizes in bytes.
 * @param {FrameRenderer} r
 * @param {Piece} piece
 * @param {string} outDir
 */
export async function encodePiece(r, piece, outDir) {
  ffmpeg();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `motion-${piece.name}-`));
  try {
    let n = 0;
    let drawn = 0;
    let previous = '';
    let previousFile = '';
    for (const shot of piece.shots) {
      const frames = Math.round(shot.dur * FPS);
      for (let i = 0; i < frames; i += 1) {
        const svg = shot.draw(shownTime(shot, i / FPS));
        const file = path.join(tmp, `f${String(n).padStart(5, '0')}.png`);
        if (svg === previous) fs.linkSync(previousFile, file);
        else {
          fs.writeFileSync(file, await r.frame(frameSvg(svg), W, H));
          drawn += 1;
          previous = svg;
          previousFile = file;
        }
        n += 1;
      }
    }
    const input = ['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', path.join(tmp, 'f%05d.png')];
    fs.mkdirSync(outDir, { recursive: true });
    const webm = path.join(outDir, `${piece.name}.webm`);
    const mp4 = path.join(outDir, `${piece.name}.mp4`);
    execFileSync('ffmpeg', [...input, ...AV1, '-an', webm], { stdio: ['ignore', 'ignore', 'pipe'] });
    execFileSync('ffmpeg', [...input, ...H264, '-an', mp4], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { frames: n, drawn, webm: fs.statSync(webm).size, mp4: fs.statSync(mp4).size };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
