/**
 * The restaurant's brand colour: buttons, links and highlights are drawn in it with white or light text on top, so it
 * must keep that text readable (WCAG AA, 4.5:1), and its darker and lighter shades are worked out from it here.
 */

export const DEFAULT_BRAND_COLOUR = '#c2381c';
/** WCAG AA for normal text. */
export const BRAND_CONTRAST_MIN = 4.5;
const HEX = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG's relative luminance, 0 for black to 1 for white. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Why white text on this colour would not be readable, or null when it is. */
export function brandColourProblem(colour: string): string | null {
  if (!HEX.test(colour)) return 'Choose the colour as six hexadecimal digits after #, such as #c2381c.';
  const ratio = contrastRatio(colour, '#ffffff');
  return ratio >= BRAND_CONTRAST_MIN
    ? null
    : `White text on ${colour.toLowerCase()} has a contrast of ${ratio.toFixed(1)}:1; it needs ${BRAND_CONTRAST_MIN}:1 to be readable. Choose a darker colour.`;
}

const mix = (from: Rgb, to: Rgb, share: number): Rgb => from.map((c, i) => c + (to[i]! - c) * share) as Rgb;

/** The colour and the shades drawn from it: `dark` for pressed buttons and links, `tint` for soft backgrounds. */
export function brandShades(colour: string): { base: string; dark: string; tint: string } {
  const rgb = rgbOf(colour);
  return {
    base: colour.toLowerCase(),
    dark: hexOf(mix(rgb, [0, 0, 0], 0.2)),
    tint: hexOf(mix(rgb, [255, 255, 255], 0.88)),
  };
}
