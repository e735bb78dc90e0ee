/**
 * Generated artwork, so the catalogue has real images without any external image host. The picture is
 * a pure function of (kind, id): the same card always looks the same, and nothing is stored.
 */

/** Small deterministic PRNG (mulberry32) seeded from a string hash. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A 600×800 card artwork: gradient sky, layered orbs and ribbons, a frame. */
export function cardArtSvg(id: string): string {
  const rnd = seededRandom(`card:${id}`);
  const hue = Math.floor(rnd() * 360);
  const hue2 = (hue + 40 + Math.floor(rnd() * 120)) % 360;
  const shapes: string[] = [];
  const orbs = 4 + Math.floor(rnd() * 5);
  for (let i = 0; i < orbs; i++) {
    const r = 40 + rnd() * 160;
    const h = (hue + Math.floor(rnd() * 90) - 45 + 360) % 360;
    shapes.push(
      `<circle cx="${round(rnd() * 600)}" cy="${round(rnd() * 800)}" r="${round(r)}" fill="hsl(${h} 80% ${round(45 + rnd() * 25)}%)" opacity="${round(0.25 + rnd() * 0.5)}"/>`,
    );
  }
  const ribbons = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < ribbons; i++) {
    const y = round(150 + rnd() * 500);
    const c1 = round(rnd() * 800);
    const c2 = round(rnd() * 800);
    shapes.push(
      `<path d="M -20 ${y} C 200 ${c1}, 400 ${c2}, 620 ${round(rnd() * 800)}" stroke="hsl(${hue2} 90% 70%)" stroke-width="${round(4 + rnd() * 14)}" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 18%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 32%)"/></linearGradient>
<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="600" height="800" fill="url(#bg)"/>
<g filter="url(#soft)">${shapes.slice(0, orbs).join("")}</g>
${shapes.slice(orbs).join("")}
<rect x="18" y="18" width="564" height="764" rx="22" fill="none" stroke="hsl(${hue2} 80% 85%)" stroke-opacity="0.55" stroke-width="3"/>
</svg>`;
}

/** A 256×256 publisher mark: a rounded tile with concentric geometric rings. */
export function publisherLogoSvg(id: string): string {
  const rnd = seededRandom(`publisher:${id}`);
  const hue = Math.floor(rnd() * 360);
  const sides = 3 + Math.floor(rnd() * 4);
  const rings: string[] = [];
  for (let ring = 0; ring < 3; ring++) {
    const radius = 90 - ring * 26;
    const rotation = rnd() * Math.PI;
    const points = Array.from({ length: sides }, (_, i) => {
      const a = rotation + (i * 2 * Math.PI) / sides;
      return `${round(128 + radius * Math.cos(a))},${round(128 + radius * Math.sin(a))}`;
    }).join(" ");
    rings.push(
      `<polygon points="${points}" fill="none" stroke="hsl(${(hue + ring * 30) % 360} 85% ${60 + ring * 8}%)" stroke-width="${8 - ring * 2}" stroke-linejoin="round"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<rect width="256" height="256" rx="48" fill="hsl(${hue} 40% 16%)"/>
${rings.join("")}
</svg>`;
}
