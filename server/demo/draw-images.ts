/**
 * Draws the demo dish illustrations into server/demo/images. Run by hand after changing a drawing:
 *   node --import tsx server/demo/draw-images.ts
 * The .svg files are committed; nothing runs this at start-up.
 * Scattered toppings are single <path>s of zero-length round-capped segments, which keeps each file small.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_MENU } from './menu.ts';
import { seededRandom, type Random } from './seeded-random.ts';

const n = (v: number): string => String(Math.round(v));

function scene(title: string, bg: string, accent: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><title>${title}</title>` +
    `<rect width="400" height="300" fill="${bg}"/>` +
    `<circle cx="40" cy="30" r="70" fill="${accent}"/><circle cx="370" cy="270" r="90" fill="${accent}"/>` +
    body +
    '</svg>\n'
  );
}

const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, cap = 'round'): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;
const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  ellipse(cx, cy, rx, ry, '#000', ' opacity=".12"');

/** `body` turned by `angle` degrees about (x, y). */
const rotated = (angle: number, x: number, y: number, body: string): string =>
  `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">${body}</g>`;

/** `body`, drawn about the origin, moved to (x, y) and turned by `angle` degrees. */
const placed = (x: number, y: number, angle: number, body: string): string =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${body}</g>`;

type Point = readonly [x: number, y: number];
type Placement = readonly [x: number, y: number, angle: number];

/** The same piece drawn at each point. */
const atEach = (points: readonly Point[], draw: (x: number, y: number) => string): string =>
  points.map(([x, y]) => draw(x, y)).join('');

/** The same piece drawn at each point, turned about it by that placement's angle. */
const turnedAt = (places: readonly Placement[], draw: (x: number, y: number) => string): string =>
  places.map(([x, y, angle]) => rotated(angle, x, y, draw(x, y))).join('');

/** The ellipse a topping is scattered over. */
interface Area {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const area = (cx: number, cy: number, rx: number, ry = rx): Area => ({ cx, cy, rx, ry });

/**
 * Draws `count` things at points spread evenly over `where`. Each point takes two numbers from `rng` before
 * `draw` runs, and `draw` may take more: the files stay the same only while that order does.
 */
function scatter(rng: Random, count: number, where: Area, draw: (x: number, y: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = rng.next() * Math.PI * 2;
    const radius = Math.sqrt(rng.next());
    out += draw(where.cx + Math.cos(angle) * radius * where.rx, where.cy + Math.sin(angle) * radius * where.ry);
  }
  return out;
}

/** Round dots (cumin, peas, berries) as one path. */
const dots = (rng: Random, count: number, where: Area, color: string, size: number): string =>
  stroke(
    scatter(rng, count, where, (x, y) => `M${n(x)} ${n(y)}h.1`),
    color,
    size,
  );

/** The path of `count` straight strokes of one length at random angles. */
const dashPath = (rng: Random, count: number, where: Area, length: number): string =>
  scatter(rng, count, where, (x, y) => {
    const a = rng.next() * Math.PI;
    return `M${n(x)} ${n(y)}l${n(Math.cos(a) * length)} ${n(Math.sin(a) * length)}`;
  });

/** Short strokes at random angles (rice grains, ginger strips, croutons with a butt cap). */
const dashes = (
  rng: Random,
  count: number,
  where: Area,
  color: string,
  width: number,
  length: number,
  cap = 'round',
): string => stroke(dashPath(rng, count, where, length), color, width, cap);

function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const h = n(length / 2);
  const w = n(length / 3);
  return `<path d="M0 0q${h}-${w} ${n(length)} 0q-${h} ${w}-${n(length)} 0z" fill="${fill}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;
}

const leaves = (rng: Random, count: number, where: Area, fill: string, length: number): string =>
  scatter(rng, count, where, (x, y) => leaf(x, y, length * rng.between(0.8, 1.2), rng.int(0, 359), fill));

function steam(x: number, y: number): string {
  let d = '';
  for (const dx of [-22, 0, 22]) d += `M${x + dx} ${y}q-10-14 0-28t0-28`;
  return `<path d="${d}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
}

function plate(cx: number, cy: number, r: number, rim = '#fff', well = '#f3efe6'): string {
  return shadow(cx + 6, cy + 10, r, r * 0.96) + circle(cx, cy, r, rim) + circle(cx, cy, r * 0.78, well);
}

/** A bowl seen from above: rim, inner wall, then the food surface. */
function bowl(cx: number, cy: number, r: number, rim: string, food: string, wall = '#00000022'): string {
  return (
    shadow(cx + 6, cy + 10, r, r * 0.96) +
    circle(cx, cy, r, rim) +
    circle(cx, cy, r * 0.88, wall) +
    circle(cx, cy, r * 0.84, food)
  );
}

function lemonWedge(x: number, y: number, angle: number, peel = '#f2c418'): string {
  return placed(
    x,
    y,
    angle,
    path('M-26 0a26 26 0 0 0 52 0z', peel) +
      path('M-21 2a21 21 0 0 0 42 0z', '#fbe9a0') +
      stroke('M0 3v18M0 3l-13 14M0 3l13 14', '#f2d35a', 2),
  );
}

/** A small white dish of dip or chutney. */
const dip = (x: number, y: number, r: number, sauceR: number, sauce: string): string =>
  circle(x, y, r, '#fff') + circle(x, y, sauceR, sauce);

type LeafSize = readonly [length: number, angle: number];

/** A mint sprig: a dark leaf at (x, y) and a lighter one tucked under it. */
const sprig = (x: number, y: number, dark: LeafSize, light: LeafSize, dx = 2): string =>
  leaf(x, y, ...dark, '#3f9a47') + leaf(x + dx, y + 2, ...light, '#55b25c');

const onionRings = (rng: Random, count: number, where: Area, color = '#b0477a'): string =>
  scatter(rng, count, where, (x, y) =>
    circle(x, y, rng.int(9, 14), 'none', ` stroke="${color}" stroke-width="3" opacity=".85"`),
  );

function naan(x: number, y: number, rx: number, ry: number, angle: number, rng: Random): string {
  return rotated(
    angle,
    x,
    y,
    ellipse(x, y, rx, ry, '#d9a45c') +
      ellipse(x, y, rx - 6, ry - 6, '#ecc88a') +
      dots(rng, 12, area(x, y, rx - 14, ry - 12), '#a5652a', 7),
  );
}

function pizza(rng: Random, sauce: string, toppings: (rng: Random) => string): string {
  const cut = 'M200 35v230M85 150h230M119 69l162 162M281 69 119 231';
  return (
    shadow(206, 160, 132, 126) +
    circle(200, 150, 132, '#b98550') +
    circle(200, 150, 118, '#d8974b') +
    circle(200, 150, 110, '#e7b267') +
    circle(200, 150, 100, sauce) +
    toppings(rng) +
    stroke(cut, '#00000026', 2)
  );
}

/** A burger from the side: the layers are passed top to bottom between the buns. */
function burger(topBun: string, seeds: boolean, layers: string, rng: Random): string {
  return (
    shadow(200, 262, 130, 14) +
    path('M92 212h216a14 14 0 0 1 0 28q-108 14-216 0a14 14 0 0 1 0-28z', '#d48a3e') +
    layers +
    path('M86 150q0-96 114-96t114 96z', topBun) +
    ellipse(160, 92, 36, 14, '#fff', ' opacity=".25"') +
    (seeds ? dashes(rng, 16, area(200, 100, 80, 28), '#fff7df', 4, 4) : '')
  );
}

/** A tall tumbler; layers are [colour, height from the bottom] in order. */
function glass(x: number, width: number, top: number, bottom: number, layers: [string, number][]): string {
  const taper = 14;
  const edgeAt = (y: number): [number, number] => {
    const t = (y - top) / (bottom - top);
    return [x + taper * t, x + width - taper * t];
  };
  const band = (from: number, to: number, fill: string): string => {
    const [l1, r1] = edgeAt(from);
    const [l2, r2] = edgeAt(to);
    return path(`M${n(l1)} ${n(from)}H${n(r1)}L${n(r2)} ${n(to)}H${n(l2)}z`, fill);
  };
  let out = shadow(x + width / 2, bottom + 6, width / 2 + 12, 10);
  let level = bottom;
  for (const [fill, height] of layers) {
    out += band(level - height, level, fill);
    level -= height;
  }
  out += band(top, bottom, '#ffffff33') + stroke(`M${x + 10} ${top + 12}l10 ${n(bottom - top - 30)}`, '#fff', 5);
  return out + stroke(`M${x} ${top}L${x + taper} ${bottom}H${x + width - taper}L${x + width} ${top}`, '#ffffffaa', 3);
}

/** A wrap cut on the bias, seen from the side with its filling showing. */
function wrapHalf(x: number, y: number, angle: number, filling: string): string {
  return placed(
    x,
    y,
    angle,
    path('M-95-34h150v68h-150a34 34 0 0 1 0-68z', '#eccd93') +
      stroke('M-70-20l20 6M-40 10l22 6M-10-22l18 6', '#c58b45', 4) +
      path('M-20-36h58v72h-58z', '#f7f4ee') +
      stroke('M-20-24h58M-20 24h58', '#d8432f', 4, 'butt') +
      ellipse(58, 0, 24, 36, '#e8c07c') +
      filling,
  );
}

const wrapFilling = (colors: string[]): string =>
  colors.map((color, i) => ellipse(59, -24 + i * 12, 17, 8, color)).join('');

const rice = (rng: Random, where: Area, colors: string[], count: number): string =>
  colors.map((color) => dashes(rng, count, where, color, 4, 5)).join('');

const drawings: Record<string, (rng: Random) => string> = {
  'omelette-paratha.svg': (rng) =>
    scene(
      'Desi Omelette Paratha',
      '#fff1d6',
      '#ffe3ad',
      plate(200, 150, 122) +
        circle(160, 150, 78, '#d9963f') +
        circle(160, 150, 70, '#e9b461') +
        stroke('M160 150m-50 0a50 50 0 1 0 100 0a36 36 0 1 0-72 0a22 22 0 1 0 44 0', '#d29443', 3) +
        dots(rng, 16, area(160, 150, 62), '#a76224', 8) +
        path('M214 82a68 68 0 0 1 0 136q-22-68 0-136z', '#f4c93b', ' stroke="#e3a72a" stroke-width="5"') +
        dots(rng, 8, area(250, 150, 20, 45), '#d8412b', 7) +
        dots(rng, 10, area(250, 150, 20, 48), '#3e9a3a', 5),
    ),

  'oat-porridge.svg': (rng) =>
    scene(
      'Date and Cinnamon Oat Porridge',
      '#f4ead9',
      '#eadbc1',
      bowl(200, 150, 122, '#7aa6c2', '#efdfbf') +
        dots(rng, 60, area(200, 150, 96), '#e2cc9f', 7) +
        [0, 1, 2, 3, 4]
          .map((i) => circle(150 + i * 24, 120 + (i % 2) * 16, 17, '#f7e7a6', ' stroke="#e8d07a" stroke-width="3"'))
          .join('') +
        dashes(rng, 7, area(215, 195, 50, 18), '#6b3410', 11, 8) +
        stroke('M120 170q40 20 80 0t80 0', '#c27a1f', 5) +
        dots(rng, 40, area(200, 150, 80), '#9a5a2a', 3),
    ),

  'avocado-toast.svg': (rng) =>
    scene(
      'Smashed Avocado Toast',
      '#e9f3e1',
      '#d6e9c8',
      shadow(208, 164, 148, 104) +
        path('M70 110q0-60 70-62 60-10 120 0 70 2 70 62v60q0 70-130 72-130-2-130-72z', '#a8692e') +
        path('M84 112q0-48 60-50 56-8 112 0 60 2 60 50v56q0 58-116 60-116-2-116-60z', '#e6bd72') +
        path('M100 120q10-40 60-40 40-8 90 4 50 8 50 44 10 40-30 62-60 22-120 6-50-18-50-76z', '#9cc653') +
        dots(rng, 30, area(198, 148, 86, 52), '#78a83a', 6) +
        atEach(
          [
            [150, 120],
            [240, 110],
            [200, 175],
          ],
          (x, y) => circle(x, y, 17, '#e03a2e') + circle(x, y, 11, '#f47a64'),
        ) +
        atEach(
          [
            [120, 170],
            [270, 165],
          ],
          (x, y) => circle(x, y, 14, '#d94a7a') + circle(x, y, 11, '#fdf3f3'),
        ) +
        leaves(rng, 12, area(205, 145, 80, 45), '#4f9a2f', 12),
    ),

  'yogurt-parfait.svg': (rng) =>
    scene(
      'Berry Yogurt Parfait',
      '#fde6ec',
      '#f8d3dd',
      glass(140, 120, 70, 260, [
        ['#fbf7f0', 40],
        ['#c8323e', 26],
        ['#d8a35b', 34],
        ['#fbf7f0', 36],
        ['#e05a70', 20],
        ['#fbf7f0', 30],
      ]) +
        dots(rng, 14, area(200, 185, 45, 12), '#a8702e', 6) +
        atEach(
          [
            [170, 62],
            [215, 60],
          ],
          (x, y) => path(`M${x - 16} ${y}q16-22 32 0-16 26-32 0z`, '#e0283a'),
        ) +
        dots(rng, 6, area(195, 66, 34, 8), '#33386e', 13) +
        sprig(190, 50, [26, -60], [22, -130]),
    ),

  'smash-burger.svg': (rng) =>
    scene(
      'Forkcast Smash Burger',
      '#fff0d9',
      '#ffdfb0',
      burger(
        '#d98a35',
        false,
        path('M80 184q120-14 240 0v26q-120 14-240 0z', '#5a2f1c') +
          path('M80 160q120-12 240 0v26q-120 12-240 0z', '#6b3a22') +
          path('M84 156h232l-10 14-12 22-12-22-80 0-14 26-14-26-56 0-10 18-10-18z', '#f6bf2c') +
          stroke('M92 152q14-10 28 0t28 0 28 0 28 0 28 0 28 0 28 0 28 0', '#6cb83a', 10) +
          dots(rng, 6, area(200, 150, 95, 3), '#8aa83a', 12),
        rng,
      ),
    ),

  'firecracker-burger.svg': (rng) =>
    scene(
      'Firecracker Chicken Burger',
      '#ffe1d6',
      '#ffc9b6',
      burger(
        '#c97a32',
        true,
        path(
          'M70 176q10-14 24-6 12-12 26-2 14-12 28-2 14-10 28 0 14-10 28 0 14-10 28 0 14-10 28 0 14-8 22 8 8 10-2 24-12 14-26 6-14 12-28 2-14 10-28 0-14 10-28 0-14 10-28 0-14 10-28 0-16 8-26-6-14-16-2-30z',
          '#c6621f',
        ) +
          dashes(rng, 14, area(200, 186, 110, 10), '#d62a1c', 6, 10) +
          stroke('M88 160q112-16 224 0', '#eef2d8', 12) +
          [120, 165, 215, 262].map((x) => circle(x, 156, 11, '#4e9b2f') + circle(x, 156, 5, '#d4e9a8')).join(''),
        rng,
      ) +
        path('M335 70c10 14-4 24 4 34-18-6-24-26-4-34z', '#e8491d') +
        path('M58 60c12 12 0 26 8 36-20-8-24-28-8-36z', '#f08a24'),
    ),

  'margherita-pizza.svg': (rng) =>
    scene(
      'Margherita Pizza',
      '#e7f1e4',
      '#d2e6cd',
      pizza(
        rng,
        '#c9372c',
        (r) =>
          dots(r, 12, area(200, 150, 78), '#fbeed0', 34) +
          dots(r, 8, area(200, 150, 80), '#fff8e8', 18) +
          leaves(r, 7, area(200, 150, 70), '#2f8a3a', 28),
      ),
    ),

  'tikka-pizza.svg': (rng) =>
    scene(
      'Chicken Tikka Pizza',
      '#fde8d6',
      '#f9d4b4',
      pizza(
        rng,
        '#d2632a',
        (r) =>
          dots(r, 14, area(200, 150, 80), '#f8d985', 28) +
          dashes(r, 12, area(200, 150, 82), '#9c4019', 14, 6) +
          dashes(r, 7, area(200, 150, 80), '#8e3a8a', 4, 14) +
          dashes(r, 7, area(200, 150, 80), '#3b9a36', 5, 14) +
          stroke('M140 110q60-30 120 0t-20 80-100-20', '#fffaf0', 4),
      ),
    ),

  'truffle-pizza.svg': (rng) =>
    scene(
      'Truffle Mushroom Pizza',
      '#efe8dc',
      '#e1d6c4',
      pizza(rng, '#f5ead0', (r) => {
        const mushrooms = scatter(r, 9, area(200, 150, 72), (x, y) =>
          path(
            `M${n(x - 14)} ${n(y)}a14 12 0 0 1 28 0h-9v12h-10v-12z`,
            '#c59a6c',
            ` stroke="#8a6340" stroke-width="2" transform="rotate(${r.int(0, 359)} ${n(x)} ${n(y)})"`,
          ),
        );
        return (
          dots(r, 10, area(200, 150, 80), '#fffbef', 26) +
          mushrooms +
          dots(r, 30, area(200, 150, 90), '#5e7d3a', 4) +
          dots(r, 14, area(200, 150, 85), '#2e2620', 5)
        );
      }),
    ),

  'beef-nihari.svg': (rng) =>
    scene(
      'Beef Nihari',
      '#f8e5d0',
      '#f0cfae',
      naan(318, 96, 62, 40, 30, rng) +
        bowl(180, 160, 116, '#f7f3ec', '#7c2b12') +
        circle(180, 160, 108, 'none', ' stroke="#2f64a3" stroke-width="5"') +
        dots(rng, 8, area(180, 160, 70), '#b3471c', 30) +
        dots(rng, 6, area(180, 160, 60), '#5a1d0c', 34) +
        dashes(rng, 14, area(180, 160, 70), '#f2d48a', 3, 14) +
        dots(rng, 8, area(180, 160, 70), '#4caa3a', 8) +
        dashes(rng, 12, area(180, 160, 72), '#9a5420', 3, 6) +
        lemonWedge(300, 230, -30),
    ),

  'chicken-karahi.svg': (rng) =>
    scene(
      'Chicken Karahi',
      '#fbe3d3',
      '#f5c8ad',
      shadow(206, 160, 140, 120) +
        ellipse(70, 150, 24, 14, 'none', ' stroke="#2b2b2f" stroke-width="8"') +
        ellipse(330, 150, 24, 14, 'none', ' stroke="#2b2b2f" stroke-width="8"') +
        circle(200, 150, 118, '#2f2f34') +
        circle(200, 150, 104, '#c4431c') +
        dots(rng, 10, area(200, 150, 80), '#de6a2a', 26) +
        dots(rng, 9, area(200, 150, 72), '#9b3512', 32) +
        dashes(rng, 6, area(200, 150, 70), '#3e9c2e', 8, 36) +
        dashes(rng, 14, area(200, 150, 80), '#f4d591', 3, 14) +
        leaves(rng, 10, area(200, 150, 80), '#3c8f2e', 14) +
        dots(rng, 30, area(200, 150, 90), '#2a1a12', 3),
    ),

  'daal-chawal.svg': (rng) =>
    scene(
      'Daal Chawal',
      '#fdf3d8',
      '#f8e4b0',
      plate(200, 150, 124) +
        path('M96 150q0-70 80-76 40 20 40 76t-40 76q-80-6-80-76z', '#faf6ec') +
        rice(rng, area(150, 150, 44, 62), ['#e6dcc4', '#fffdf6'], 40) +
        path('M206 84q86 6 92 66t-92 66q30-66 0-132z', '#e8b21d') +
        dots(rng, 12, area(252, 150, 26, 46), '#f3c94a', 14) +
        dots(rng, 24, area(252, 150, 28, 50), '#7b3f10', 4) +
        dashes(rng, 3, area(252, 150, 20, 40), '#3f9b2f', 6, 20) +
        leaves(rng, 6, area(250, 150, 30, 50), '#3d8f2e', 12),
    ),

  'palak-paneer.svg': (rng) =>
    scene(
      'Palak Paneer with Naan',
      '#e8f2df',
      '#d2e6c2',
      naan(300, 210, 74, 44, -20, rng) +
        bowl(170, 135, 108, '#3a3a3f', '#3f7a2a') +
        dots(rng, 10, area(170, 135, 70), '#4f9236', 26) +
        dashes(rng, 11, area(170, 135, 62), '#fbf4e2', 22, 0.1, 'square') +
        stroke('M130 110q40-22 80 0t-10 50-60-10', '#fffdf5', 5) +
        dots(rng, 20, area(170, 135, 70), '#8a3b14', 3),
    ),

  'fried-fish.svg': (rng) =>
    scene(
      'Lahori Fried Fish',
      '#fdeccf',
      '#f8d9a0',
      plate(190, 150, 122) +
        turnedAt(
          [
            [150, 120, -20],
            [215, 110, 15],
            [140, 185, 10],
            [215, 180, -10],
            [178, 150, 35],
          ],
          (x, y) => ellipse(x, y, 40, 24, '#c9731f') + ellipse(x, y - 3, 34, 18, '#e0912f'),
        ) +
        dots(rng, 40, area(180, 150, 80, 60), '#a3471a', 5) +
        dots(rng, 20, area(180, 150, 80, 60), '#d6361c', 4) +
        lemonWedge(270, 140, -70) +
        shadow(322, 232, 40, 34) +
        dip(318, 226, 40, 32, '#6b2c12'),
    ),

  'tikka-boti.svg': (rng) =>
    scene(
      'Chicken Tikka Boti',
      '#fde4d4',
      '#f7c7ab',
      shadow(204, 166, 170, 110) +
        ellipse(200, 156, 172, 114, '#9a6a3e') +
        ellipse(200, 150, 150, 100, '#222') +
        ellipse(200, 150, 140, 92, '#34312f') +
        onionRings(rng, 7, area(190, 150, 110, 65)) +
        dashes(rng, 9, area(190, 150, 90, 55), '#c8461c', 30, 0.1) +
        dashes(rng, 9, area(190, 150, 90, 55), '#d9642a', 22, 0.1) +
        dashes(rng, 18, area(190, 150, 90, 60), '#4a1e0c', 3, 10) +
        lemonWedge(300, 120, -60) +
        dip(315, 200, 26, 20, '#5c9e3a'),
    ),

  'seekh-kebab.svg': (rng) =>
    scene(
      'Beef Seekh Kebab',
      '#f3e6dc',
      '#e6cfbd',
      shadow(206, 160, 170, 100) +
        ellipse(200, 150, 170, 102, '#fbf7f0') +
        ellipse(200, 150, 146, 84, '#efe7da') +
        [110, 140, 170, 200]
          .map(
            (y) =>
              stroke(`M40 ${y - 20}L360 ${y + 20}`, '#9aa0a6', 4) +
              stroke(`M95 ${y - 13}L300 ${y + 13}`, '#6e3418', 22) +
              stroke(`M95 ${y - 13}L300 ${y + 13}`, '#8a4520', 12),
          )
          .join('') +
        dashes(rng, 30, area(200, 155, 100, 50), '#3d180a', 3, 6) +
        dots(rng, 20, area(200, 155, 100, 50), '#3a8a2a', 4) +
        stroke('M270 235q30-10 50-40', '#3f9b2f', 9) +
        lemonWedge(112, 228, 20, '#7fb53a'),
    ),

  'bbq-platter.svg': (rng) =>
    scene(
      'BBQ Family Platter',
      '#f4e5d1',
      '#e8cfae',
      shadow(206, 162, 180, 118) +
        path('M30 60q0-20 20-20h300q20 0 20 20v180q0 20-20 20H50q-20 0-20-20z', '#a46d3d') +
        path('M44 66q0-12 12-12h288q12 0 12 12v168q0 12-12 12H56q-12 0-12-12z', '#b97d47') +
        naan(120, 110, 64, 40, -10, rng) +
        stroke('M200 80L340 110M200 106L340 136', '#6e3418', 20) +
        dashes(rng, 10, area(270, 108, 60, 20), '#3d180a', 3, 6) +
        dashes(rng, 6, area(110, 200, 50, 30), '#c8461c', 28, 0.1) +
        dashes(rng, 6, area(220, 200, 45, 26), '#ecc690', 26, 0.1) +
        dashes(rng, 10, area(160, 200, 110, 30), '#4a1e0c', 3, 8) +
        dip(312, 196, 34, 28, '#f2efe4') +
        dots(rng, 10, area(312, 196, 20), '#5fa344', 4) +
        dip(300, 64, 18, 14, '#4f9a36'),
    ),

  'chicken-biryani.svg': (rng) =>
    scene(
      'Chicken Biryani',
      '#fdf0d5',
      '#f8dda5',
      shadow(206, 162, 134, 128) +
        circle(200, 150, 132, '#b5652b') +
        circle(200, 150, 118, '#8d4a1f') +
        circle(200, 150, 112, '#f4e3bd') +
        rice(rng, area(200, 150, 104), ['#fffaf0', '#f3c24d', '#e27d2c', '#fff4d8'], 34) +
        turnedAt(
          [
            [165, 125, -30],
            [235, 170, 40],
          ],
          (x, y) =>
            stroke(`M${x + 20} ${y}h32`, '#f1e4cf', 9) +
            ellipse(x, y, 34, 22, '#8e4416') +
            ellipse(x - 4, y - 5, 22, 11, '#b15a22'),
        ) +
        leaves(rng, 8, area(200, 150, 90), '#3c9a3e', 16) +
        dashes(rng, 14, area(200, 150, 90), '#6e3511', 3, 9),
    ),

  'vegetable-pulao.svg': (rng) =>
    scene(
      'Vegetable Pulao',
      '#e4f1ea',
      '#cde5d6',
      bowl(200, 150, 124, '#fdfbf6', '#f2e6c8') +
        circle(200, 150, 116, 'none', ' stroke="#3b8f6a" stroke-width="5"') +
        rice(rng, area(200, 150, 98), ['#fffaf0', '#e8d7b0'], 60) +
        dots(rng, 22, area(200, 150, 90), '#5cae3a', 10) +
        dashes(rng, 16, area(200, 150, 90), '#ef7d22', 8, 3, 'square') +
        dots(rng, 8, area(200, 150, 85), '#f3dd96', 14) +
        leaf(220, 110, 50, 30, '#6d8a3c'),
    ),

  'prawn-fried-rice.svg': (rng) => {
    const prawns = scatter(rng, 6, area(190, 160, 70), (x, y) => {
      const curl = `M${n(x - 14)} ${n(y)}a14 14 0 1 1 14 14`;
      return rotated(rng.int(0, 359), x, y, stroke(curl, '#ee8052', 11) + stroke(curl, '#fbb48a', 3));
    });
    return scene(
      'Prawn Fried Rice',
      '#e3ebf6',
      '#ccd9ee',
      bowl(190, 160, 118, '#2b4c7e', '#e6c98c') +
        rice(rng, area(190, 160, 94), ['#f7e7bf', '#d7ad66'], 36) +
        dots(rng, 10, area(190, 160, 84), '#f6d33c', 14) +
        prawns +
        dots(rng, 16, area(190, 160, 86), '#5aaf3a', 7) +
        stroke('M250 40L370 230M275 35L385 215', '#c99a5b', 8),
    );
  },

  'chicken-alfredo.svg': (rng) => {
    let noodles = '';
    for (let i = 0; i < 11; i++) {
      const r = rng.int(20, 85);
      const a = rng.next() * Math.PI * 2;
      const b = a + rng.between(1.4, 2.8);
      noodles += `M${n(200 + Math.cos(a) * r)} ${n(150 + Math.sin(a) * r)}A${r} ${r} 0 0 1 ${n(200 + Math.cos(b) * r)} ${n(150 + Math.sin(b) * r)}`;
    }
    return scene(
      'Creamy Chicken Alfredo',
      '#f6efe0',
      '#ebdfc3',
      plate(200, 150, 126) +
        circle(200, 150, 94, '#f1dfa9') +
        stroke(noodles, '#e3c066', 11, 'butt') +
        stroke(noodles, '#f7e3a4', 6, 'butt') +
        turnedAt(
          [
            [170, 120, 20],
            [225, 135, -30],
            [195, 185, 70],
          ],
          (x, y) =>
            ellipse(x, y, 30, 12, '#c98b4a') +
            stroke(`M${x - 16} ${y - 6}l8 12M${x} ${y - 8}l8 14M${x + 14} ${y - 6}l6 12`, '#8d5324', 3),
        ) +
        dots(rng, 26, area(200, 150, 86), '#3c8c2e', 4) +
        dots(rng, 30, area(200, 150, 86), '#2a2a2a', 3),
    );
  },

  'penne-arrabbiata.svg': (rng) => {
    const penne = dashPath(rng, 22, area(200, 150, 80), 24);
    return scene(
      'Penne Arrabbiata',
      '#fde3dc',
      '#f8c6b9',
      plate(200, 150, 126, '#fdfbf7', '#f5ede4') +
        circle(200, 150, 96, '#c4402a') +
        stroke(penne, '#e08d3c', 14, 'butt') +
        stroke(penne, '#f4bf6c', 5, 'butt') +
        dots(rng, 16, area(200, 150, 84), '#b2301f', 9) +
        dots(rng, 30, area(200, 150, 90), '#7a1a10', 3) +
        leaves(rng, 5, area(200, 150, 70), '#2f8a3a', 26),
    );
  },

  'caesar-salad.svg': (rng) =>
    scene(
      'Grilled Chicken Caesar Salad',
      '#eef6e2',
      '#dbeccb',
      bowl(200, 152, 126, '#a76b3a', '#8fc263', '#00000030') +
        leaves(rng, 10, area(200, 152, 80), '#5a9e3a', 58) +
        leaves(rng, 8, area(200, 152, 80), '#a9d477', 46) +
        turnedAt(
          [
            [160, 130, 30],
            [230, 140, -20],
            [200, 190, 80],
          ],
          (x, y) =>
            ellipse(x, y, 30, 13, '#e3b878') + stroke(`M${x - 14} ${y - 8}l6 14M${x + 4} ${y - 9}l6 16`, '#9a6530', 3),
        ) +
        dashes(rng, 9, area(200, 152, 85), '#d79a4a', 14, 0.1, 'square') +
        dashes(rng, 14, area(200, 152, 85), '#fbf2cc', 4, 12),
    ),

  'quinoa-bowl.svg': (rng) =>
    scene(
      'Quinoa Tahini Bowl',
      '#e6f4ef',
      '#cbe8dd',
      bowl(200, 150, 126, '#f8f5ee', '#efe3c6') +
        dots(rng, 60, area(160, 120, 50), '#dcc596', 5) +
        dots(rng, 16, area(250, 120, 36), '#d9a85a', 14) +
        atEach(
          [
            [150, 195],
            [180, 215],
            [130, 165],
          ],
          (x, y) => circle(x, y, 17, '#4f9a3a') + circle(x, y, 13, '#cfe8a8'),
        ) +
        atEach(
          [
            [250, 190],
            [225, 215],
          ],
          (x, y) => circle(x, y, 15, '#d8322a') + circle(x, y, 10, '#f0785e'),
        ) +
        path('M200 70q40 10 40 50-20-10-40-50z', '#6f9a2a') +
        path('M212 78q22 12 22 36-14-8-22-36z', '#c9de7a') +
        dashes(rng, 6, area(280, 170, 10, 20), '#8c3b7c', 4, 14) +
        stroke('M120 110l30 20 30-20 30 20 30-20 30 20 30-20', '#f8ecd2', 5),
    ),

  'chicken-corn-soup.svg': (rng) =>
    scene(
      'Chicken Corn Soup',
      '#fdf6dc',
      '#f7e9b2',
      bowl(190, 165, 112, '#e9ecef', '#f0d57f') +
        dots(rng, 40, area(190, 165, 80), '#f7bf1d', 8) +
        stroke('M130 150q15-10 30 0t30 0M175 200q15-10 30 0t30 0M200 130q10-8 20 0t20 0', '#fffdf2', 6) +
        dashes(rng, 10, area(190, 165, 78), '#e9c79c', 6, 10) +
        onionRings(rng, 6, area(190, 165, 70), '#4f9e35') +
        stroke('M300 200L370 260', '#c9ced3', 12) +
        ellipse(285, 186, 24, 16, '#dfe3e7') +
        steam(190, 40),
    ),

  'lentil-soup.svg': (rng) =>
    scene(
      'Red Lentil and Ginger Soup',
      '#fde9d8',
      '#f9d2b2',
      bowl(190, 165, 112, '#2f6e62', '#e27a2a') +
        dots(rng, 12, area(190, 165, 70), '#ec9140', 24) +
        stroke('M150 170q30-40 70-10t-30 40', '#fbe2b8', 5) +
        leaves(rng, 7, area(190, 165, 60), '#3e8f2e', 14) +
        dots(rng, 14, area(190, 165, 70), '#9a3f10', 3) +
        lemonWedge(320, 230, -20) +
        steam(190, 40),
    ),

  'shawarma-wrap.svg': () =>
    scene(
      'Chicken Shawarma Wrap',
      '#fbeede',
      '#f4d8b8',
      stroke('M306 80l-6-50M318 80l2-56M330 80l-4-48M342 80l6-52M354 80l-2-44M324 80l10-40', '#f2c14a', 10, 'butt') +
        path('M292 72h76l-10 66h-56z', '#d8432f') +
        shadow(200, 236, 150, 18) +
        wrapHalf(190, 115, -10, wrapFilling(['#6cb83a', '#b0642a', '#fffaf0', '#d8412b', '#b0642a'])) +
        wrapHalf(215, 190, -10, wrapFilling(['#b0642a', '#6cb83a', '#fffaf0', '#b0642a', '#7faa3a'])),
    ),

  'falafel-wrap.svg': (rng) =>
    scene(
      'Falafel Hummus Wrap',
      '#eef3dc',
      '#dde8b8',
      shadow(200, 236, 150, 18) +
        wrapHalf(190, 150, -10, wrapFilling(['#7fc24a', '#6d4420', '#d06a9a', '#f0e2b8', '#5ea33a'])) +
        dip(320, 220, 40, 32, '#ecd9a8') +
        stroke('M300 215q20-14 40 0', '#c9a45b', 4) +
        dots(rng, 8, area(320, 220, 18, 14), '#c0392b', 4) +
        atEach(
          [
            [80, 230],
            [112, 246],
            [70, 262],
          ],
          (x, y) => circle(x, y, 18, '#7a4a1e') + circle(x - 4, y - 4, 11, '#98612a'),
        ) +
        dots(rng, 12, area(90, 246, 34, 20), '#4e7a2a', 3),
    ),

  'gulab-jamun.svg': (rng) =>
    scene(
      'Gulab Jamun',
      '#fbe7e2',
      '#f4cbc1',
      bowl(200, 155, 118, '#d9a93a', '#e49a3b', '#8c5a1433') +
        circle(200, 155, 96, '#eeb155', ' opacity=".6"') +
        atEach(
          [
            [160, 130],
            [240, 135],
            [200, 195],
          ],
          (x, y) =>
            circle(x, y, 38, '#5e200d') +
            circle(x - 4, y - 4, 32, '#7c2d12') +
            ellipse(x - 14, y - 16, 10, 6, '#fff', ' opacity=".45"'),
        ) +
        dots(rng, 24, area(200, 155, 86), '#9bc34a', 6) +
        leaves(rng, 3, area(200, 155, 90), '#d6406a', 18),
    ),

  'lava-cake.svg': (rng) =>
    scene(
      'Chocolate Lava Cake',
      '#f1e4de',
      '#e4cdc2',
      shadow(200, 250, 160, 22) +
        ellipse(200, 238, 160, 34, '#fff') +
        ellipse(200, 236, 128, 24, '#f2ede6') +
        path('M110 236q60 16 120 4 40-10 20 10-30 18-70 10', '#3a1808') +
        path('M110 150q60-26 120 0v84q-60 14-120 0z', '#4a2313') +
        ellipse(170, 150, 60, 16, '#5d2e18') +
        path('M190 152q20 0 20 30t10 56l-30-4z', '#2e1206') +
        dots(rng, 24, area(170, 150, 50, 12), '#fffaf2', 4) +
        path('M240 200q-4-44 42-46 46 2 42 46-10-8-20 0-10-8-22 0-10-8-22 0-10-8-20 0z', '#fff8e6') +
        ellipse(270, 172, 14, 8, '#fff', ' opacity=".8"') +
        sprig(284, 150, [30, -70], [24, -120], 4),
    ),

  'mango-sorbet.svg': (rng) =>
    scene(
      'Mango Sorbet',
      '#fff4d1',
      '#ffe59b',
      shadow(200, 270, 80, 10) +
        path('M170 270h60l-22-8v-60h-16v60z', '#d6eef0') +
        path('M96 170h208q-10 50-104 56-94-6-104-56z', '#cfeff2', ' opacity=".85"') +
        path('M126 170q-4-50 44-54 20-40 60-20 50-6 48 74z', '#f6a623') +
        circle(200, 112, 40, '#f8b531') +
        dots(rng, 20, area(200, 140, 70, 34), '#e98e12', 6) +
        sprig(200, 74, [34, -60], [28, -125]) +
        rotated(-20, 300, 150, circle(300, 150, 26, '#8cc63e') + circle(300, 150, 21, '#d8f0a8')),
    ),

  'mint-margarita.svg': (rng) =>
    scene(
      'Mint Margarita',
      '#e0f5ee',
      '#c2eadb',
      glass(150, 100, 60, 262, [
        ['#9fd67a', 176],
        ['#eaf9df', 18],
      ]) +
        dots(rng, 40, area(200, 160, 38, 80), '#d7f2c2', 5) +
        dots(rng, 20, area(200, 160, 38, 80), '#4e9a3a', 5) +
        stroke('M222 20L196 200', '#e44a6a', 9, 'butt') +
        rotated(
          -15,
          250,
          62,
          circle(250, 62, 28, '#f2c418') +
            circle(250, 62, 23, '#fbec9e') +
            stroke('M250 40v44M228 62h44M234 46l32 32M266 46l-32 32', '#f2d35a', 2),
        ) +
        sprig(180, 56, [34, -40], [30, -140]),
    ),

  'mango-lassi.svg': (rng) =>
    scene(
      'Mango Lassi',
      '#fff1d4',
      '#ffdf9c',
      glass(130, 110, 60, 262, [
        ['#f7b733', 182],
        ['#fde7a6', 20],
      ]) +
        dots(rng, 12, area(185, 72, 45, 6), '#8a9a3a', 4) +
        stroke('M205 18L190 200', '#3aa1a8', 9, 'butt') +
        shadow(310, 250, 58, 10) +
        rotated(
          -25,
          310,
          210,
          ellipse(310, 210, 54, 40, '#f4a62a') +
            ellipse(296, 198, 26, 14, '#ffd05c', ' opacity=".7"') +
            ellipse(352, 196, 14, 6, '#f06a2a'),
        ) +
        leaf(346, 174, 34, -40, '#3f8a3a'),
    ),

  'doodh-patti-chai.svg': (rng) =>
    scene(
      'Doodh Patti Chai',
      '#f6e7da',
      '#ebd1bb',
      shadow(200, 258, 140, 18) +
        ellipse(200, 246, 140, 26, '#fdfaf5') +
        ellipse(200, 242, 100, 16, '#ece3d7') +
        path('M120 120h160l-14 104q-66 22-132 0z', '#f7f2ea') +
        ellipse(200, 120, 80, 16, '#c68c53') +
        ellipse(200, 120, 80, 16, 'none', ' stroke="#e6dccd" stroke-width="4"') +
        stroke('M276 146q40 0 34 34t-44 26', '#f7f2ea', 12) +
        stroke('M120 140q80 14 160 0', '#c94a3a', 6) +
        rotated(-12, 70, 230, path('M20 210h100q8 0 8 10v14q0 8-8 8H20q-8 0-8-8v-14q0-10 8-10z', '#d9a35a')) +
        dots(rng, 10, area(72, 214, 40, 10), '#fff7e6', 4) +
        steam(200, 84),
    ),
};

function drawAll(): void {
  const dir = fileURLToPath(new URL('./images/', import.meta.url));
  for (const dish of DEMO_MENU) {
    const draw = drawings[dish.image];
    if (!draw) throw new Error(`No drawing for ${dish.image}`);
    const svg = draw(seededRandom(hash(dish.image)));
    writeFileSync(dir + dish.image, svg);
    process.stdout.write(`${dish.image.padEnd(28)} ${(svg.length / 1024).toFixed(1)} KB\n`);
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

drawAll();
