/**
 * Colour contrast that axe cannot decide from styles alone (text over a gradient, a picture, or scrolled out of its
 * box) is measured from the rendered pixels instead: with all text made transparent, the text colour is compared
 * with every background pixel under the text. The worst pixel must still pass.
 */
import type { NodeResult } from 'axe-core';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

export type Rgba = [number, number, number, number];
type Box = { x: number; y: number; width: number; height: number };

export interface ContrastShortfall {
  target: string;
  ratio: number;
  expected: number;
  text: string;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour with alpha drawn over an opaque background. */
export function over([r, g, b, alpha]: Rgba, background: readonly number[]): number[] {
  return [r, g, b].map((value, i) => value * alpha + background[i]! * (1 - alpha));
}

const HIDE_TEXT = `*, *::before, *::after, ::placeholder {
  color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-shadow: none !important; caret-color: transparent !important; transition: none !important;
}`;

/**
 * Each node's text colour as drawn (the opacity of the node and its ancestors folded into its alpha) and its text,
 * read before the text is hidden. Also remembers every scroll position the measuring may change.
 */
function readTexts(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const scrolled = new Map<Element, [number, number]>();
    const texts = selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement) {
        opacity *= Number(getComputedStyle(e).opacity);
        scrolled.set(e, [e.scrollLeft, e.scrollTop]);
      }
      const [r = 0, g = 0, b = 0, alpha = 1] =
        getComputedStyle(element)
          .color.match(/[\d.]+/g)
          ?.map(Number) ?? [];
      return { colour: [r, g, b, alpha * opacity] as Rgba, text: (element.textContent ?? '').trim().slice(0, 40) };
    });
    (window as unknown as { forkcastScrollBack: () => void }).forkcastScrollBack = () => {
      for (const [element, [left, top]] of scrolled) element.scrollTo(left, top);
    };
    return texts;
  }, selectors);
}

/**
 * Scrolls `selectors[first]` into view, then gives the on-screen box of each node's text that is now entirely in
 * view (null for the others), so one screenshot serves every node in view.
 */
function visibleTextBoxes(page: Page, selectors: string[], first: number): Promise<(Box | null)[]> {
  return page.evaluate(
    ({ selectors, first }) => {
      document.querySelector(selectors[first]!)?.scrollIntoView({ block: 'center', inline: 'nearest' });
      return selectors.map((selector) => {
        const element = document.querySelector<HTMLElement>(selector);
        // A file input's words sit on a button the browser draws inside it, whose border is no background.
        if (!element || (element instanceof HTMLInputElement && element.type === 'file')) return null;
        let box: DOMRect;
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
          const style = getComputedStyle(element);
          const inset = (side: string) =>
            parseFloat(style.getPropertyValue(`padding-${side}`)) +
            parseFloat(style.getPropertyValue(`border-${side}-width`));
          const outer = element.getBoundingClientRect();
          box = new DOMRect(
            outer.x + inset('left'),
            outer.y + inset('top'),
            outer.width - inset('left') - inset('right'),
            outer.height - inset('top') - inset('bottom'),
          );
        } else {
          // Only the text's own boxes: an icon or a bar beside the text is not its background.
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            if (!text.textContent?.trim()) continue;
            range.selectNodeContents(text);
            const rect = range.getBoundingClientRect();
            [left, top] = [Math.min(left, rect.left), Math.min(top, rect.top)];
            [right, bottom] = [Math.max(right, rect.right), Math.max(bottom, rect.bottom)];
          }
          box = new DOMRect(left, top, right - left, bottom - top);
        }
        if (!(box.width >= 1 && box.height >= 1)) return null;
        // Whole on screen: inside the window and inside every ancestor that clips (a scrolled table, a modal).
        const inside = (outer: { left: number; top: number; right: number; bottom: number }) =>
          box.left >= outer.left - 1 &&
          box.top >= outer.top - 1 &&
          box.right <= outer.right + 1 &&
          box.bottom <= outer.bottom + 1;
        let uncovered = inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight });
        for (let e = element.parentElement; e && uncovered; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
            uncovered = inside(e.getBoundingClientRect());
        }
        return uncovered ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
      });
    },
    { selectors, first },
  );
}

/** The lowest contrast between `colour` and any pixel of `box` in a decoded RGB screenshot. */
function worstContrast(pixels: Buffer, size: { width: number; height: number }, box: Box, colour: Rgba): number {
  let worst = Infinity;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(size.height, Math.ceil(box.y + box.height)); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(size.width, Math.ceil(box.x + box.width)); x++) {
      const i = (y * size.width + x) * 3;
      const background = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      worst = Math.min(worst, contrastRatio(over(colour, background), background));
    }
  }
  return worst;
}

/**
 * Measures each undecided colour-contrast node and returns those whose worst background pixel falls short. A node
 * that cannot be seen whole even when scrolled to (wider than its box) is left to axe's own verdict.
 */
export async function measureUndecidedContrast(page: Page, nodes: NodeResult[]): Promise<ContrastShortfall[]> {
  if (nodes.length === 0) return [];
  const targets = nodes.map((node) => node.target.join(' '));
  const texts = await readTexts(page, targets);
  const pending = new Set(texts.flatMap((text, i) => (text ? [i] : [])));
  const shortfalls: ContrastShortfall[] = [];
  // A constructed stylesheet, because the Content-Security-Policy refuses inline <style>.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, HIDE_TEXT);
  try {
    for (const first of pending) {
      const boxes = await visibleTextBoxes(page, targets, first);
      pending.delete(first);
      if (!boxes[first]) continue;
      const { data, info } = await sharp(await page.screenshot())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const [i, box] of boxes.entries()) {
        if (!box || (i !== first && !pending.has(i))) continue;
        pending.delete(i);
        const { colour, text } = texts[i]!;
        const ratio = worstContrast(data, info, box, colour);
        const expected = Number(String(nodes[i]!.any[0]?.data?.expectedContrastRatio ?? '4.5').split(':')[0]);
        if (ratio < expected)
          shortfalls.push({ target: targets[i]!, ratio: Math.round(ratio * 100) / 100, expected, text });
      }
    }
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
      (window as unknown as { forkcastScrollBack: () => void }).forkcastScrollBack();
    });
  }
  return shortfalls;
}
