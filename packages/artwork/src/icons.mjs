/** The site's icon (the navy tile with the amber star of favicon.svg) at any size, and an .ico wrapper. */

/** `pad` is the share of the side left around the star (maskable icons need a safe zone). */
export function ICON_SVG(size, pad) {
  const inner = size * (1 - pad * 2);
  const o = (size - inner) / 2;
  const s = inner / 64;
  const radius = pad > 0 ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#0F2C59"/><g transform="translate(${o} ${o}) scale(${s})"><path d="M32 10l5.6 16.4L54 32l-16.4 5.6L32 54l-5.6-16.4L10 32l16.4-5.6z" fill="#F2A93B"/></g></svg>`;
}

/** An .ico file holding one PNG (every browser since IE's last years reads PNG inside ICO). */
export function icoFromPng(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}
