/** The 1200x630 share pictures (Open Graph, Twitter card): the page's own work and its title. */
import { DISPLAY, esc, t } from './svg.mjs';

const W = 1200;
const H = 630;

/** `art` is a data URL of the picture that fills the card; a band at the bottom names the page. */
export function shareCard({ art, title, kicker }) {
  const size = title.length > 44 ? 40 : title.length > 28 ? 48 : 58;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#0B1020" stop-opacity="0"/><stop offset="1" stop-color="#0B1020" stop-opacity="0.92"/></linearGradient></defs>
<image href="${art}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>
<rect width="${W}" height="${H}" fill="url(#fade)"/>
<rect x="56" y="${H - 190}" width="56" height="6" rx="3" fill="#F2A93B"/>
${t(56, H - 150, kicker.toUpperCase(), { size: 22, weight: 700, fill: '#F2A93B', spacing: 3 })}
${t(56, H - 88, title, { size, weight: 700, fill: '#fff', family: DISPLAY })}
<g transform="translate(${W - 300} ${H - 92})"><rect width="44" height="44" rx="10" fill="#0F2C59"/><path d="M22 7l3.9 11.4L37.4 22l-11.5 3.9L22 37.4l-3.9-11.5L6.6 22l11.5-3.6z" fill="#F2A93B"/>
<text x="58" y="31" font-family="${DISPLAY}" font-size="26" font-weight="700" fill="#fff">${esc('Nyota Creative')}</text></g></svg>`;
}

export const OG_SIZE = { W, H };
