/** A small SVG logo mark for a seeded tenant (text on a rounded tile). */
export function logoSvg(mark: string, color: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="18" fill="${color}"/>
<path d="M20 24h24v24H20zM52 24h24v24H52zM20 56h24v16H20zM52 56h24v16H52z" fill="#fff" opacity=".25"/>
<text x="48" y="62" font-family="Helvetica,Arial,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${mark}</text>
</svg>`;
  return new TextEncoder().encode(svg);
}
