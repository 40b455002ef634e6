import sharp from 'sharp';

/** A small deterministic random source, so every fresh demo database looks the same. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066'];
const HAIR = ['#2c1b18', '#4a312c', '#1b1b1b', '#6a4e42', '#3b3024', '#8c6a4f'];
const CLOTHES = ['#2a6f97', '#a23b72', '#3d9970', '#e07a5f', '#6d597a', '#355070', '#b56576', '#0f4c5c'];
const BACKDROPS = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#f0efeb', '#dfe7fd'],
  ['#fff1e6', '#f8edeb'],
  ['#e9f5db', '#cfe1b9'],
  ['#edf2fb', '#d7e3fc'],
];

/**
 * A generated portrait-style avatar (the demo shows no real people's photos): head,
 * hair, shoulders and initials drawn as SVG shapes and rendered to JPEG.
 */
export async function drawAvatar(options: {
  random: () => number;
  gender: 'MALE' | 'FEMALE' | 'OTHER';
  initials: string;
}): Promise<Buffer> {
  const { random } = options;
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const clothes = pick(random, CLOTHES);
  const [from, to] = pick(random, BACKDROPS);
  const longHair = options.gender === 'FEMALE' || (options.gender === 'OTHER' && random() < 0.5);
  const headY = 200 + Math.round(random() * 20);
  const back = longHair
    ? `<path d="M110 ${headY} Q105 ${headY + 190} 150 ${headY + 200} L250 ${headY + 200} Q295 ${headY + 190} 290 ${headY} Z" fill="${hair}"/>`
    : '';
  const top = longHair
    ? `<path d="M112 ${headY - 5} Q120 ${headY - 120} 200 ${headY - 118} Q280 ${headY - 120} 288 ${headY - 5} Q250 ${headY - 70} 200 ${headY - 72} Q150 ${headY - 70} 112 ${headY - 5} Z" fill="${hair}"/>`
    : `<path d="M118 ${headY - 20} Q125 ${headY - 115} 200 ${headY - 112} Q275 ${headY - 115} 282 ${headY - 20} Q250 ${headY - 65} 200 ${headY - 62} Q150 ${headY - 65} 118 ${headY - 20} Z" fill="${hair}"/>`;
  const beard =
    options.gender === 'MALE' && random() < 0.35
      ? `<path d="M140 ${headY + 30} Q200 ${headY + 130} 260 ${headY + 30} Q230 ${headY + 80} 200 ${headY + 82} Q170 ${headY + 80} 140 ${headY + 30} Z" fill="${hair}" opacity="0.85"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="500" fill="url(#bg)"/>
  ${back}
  <path d="M40 500 Q50 ${headY + 150} 200 ${headY + 140} Q350 ${headY + 150} 360 500 Z" fill="${clothes}"/>
  <rect x="172" y="${headY + 70}" width="56" height="70" rx="20" fill="${skin}"/>
  <ellipse cx="200" cy="${headY}" rx="86" ry="104" fill="${skin}"/>
  ${top}
  ${beard}
  <circle cx="168" cy="${headY + 5}" r="7" fill="#2b2b2b"/>
  <circle cx="232" cy="${headY + 5}" r="7" fill="#2b2b2b"/>
  <path d="M172 ${headY + 52} Q200 ${headY + 72} 228 ${headY + 52}" stroke="#7a3e3e" stroke-width="5" fill="none" stroke-linecap="round"/>
  <text x="200" y="478" font-size="30" font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle" fill="#ffffff" opacity="0.9">${options.initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A placeholder document image for demo members awaiting review (clearly marked as a sample). */
export async function drawDocument(title: string, random: () => number): Promise<Buffer> {
  const tint = pick(random, CLOTHES);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="380" viewBox="0 0 600 380">
  <rect width="600" height="380" rx="18" fill="#fbfbf8" stroke="${tint}" stroke-width="8"/>
  <rect x="0" y="0" width="600" height="70" rx="18" fill="${tint}"/>
  <text x="300" y="47" font-size="30" font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle" fill="#fff">${title}</text>
  <rect x="40" y="105" width="150" height="190" rx="10" fill="#d9d9d9"/>
  <rect x="220" y="120" width="320" height="18" rx="9" fill="#cfcfcf"/>
  <rect x="220" y="165" width="260" height="18" rx="9" fill="#cfcfcf"/>
  <rect x="220" y="210" width="290" height="18" rx="9" fill="#cfcfcf"/>
  <text x="300" y="345" font-size="22" font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle" fill="#b00020">SAMPLE - DEMO DATA</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
