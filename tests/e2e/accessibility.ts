/** The check every journey runs on each screen it reaches: axe-core's WCAG 2.1 AA and best-practice rules, and more. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import {
  contrastRatio,
  measureUndecidedContrast,
  over,
  type ContrastShortfall,
  type Rgba,
} from './rendered-contrast.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  // The first line of axe's summary says what is wrong with that node, e.g. the contrast it measured.
  const why = (node: Result['nodes'][number]) => node.failureSummary?.split('\n')[1]?.trim() ?? '';
  const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${why(node)}`).join('\n');
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets}\n    ${violation.helpUrl}`;
}

function describeShortfall(shortfall: ContrastShortfall): string {
  return `  color-contrast (measured from pixels): ${shortfall.ratio}:1, needs ${shortfall.expected}:1 for "${shortfall.text}"\n    ${shortfall.target}`;
}

/**
 * Waits for short entrance animations (a modal or a toast sliding in) so colours are read as people see them;
 * long or endless ones (spinners, a toast's countdown bar) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing !== undefined && Number(timing.endTime) <= 1_000;
    });
    const finished = Promise.all(short.map((animation) => animation.finished.catch(() => undefined)));
    // A paused animation never finishes: give up waiting after a second.
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
}

/**
 * Fails with a readable list when the page, as it is now, has a serious or critical axe violation, or text whose
 * contrast axe could not decide (over a gradient or a picture) and that falls short when measured on screen.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  // Passing rules need no node lists: leaving them out makes each run markedly faster.
  const { violations, incomplete } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Toasts come and go while they are measured; expectReadableToast checks their colours instead.
  const undecided = (incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? []).filter(
    (node) => !node.html.includes('Toastify'),
  );
  // Text a toast covers for a moment is not what the page shows: it is measured once the toasts have gone.
  if (undecided.length > 0) {
    await page
      .locator('.Toastify__toast')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
  }
  const shortfalls = await measureUndecidedContrast(page, undecided);
  if (blocking.length > 0 || shortfalls.length > 0) {
    const lines = [...blocking.map(describeViolation), ...shortfalls.map(describeShortfall)];
    throw new Error(`Accessibility violations on ${label}:\n${lines.join('\n')}`);
  }
}

/**
 * The toast theme (dark, with the #00FFCC progress bar): the message against the toast at 4.5:1, and the close
 * button and the progress bar, which are not text, at 3:1 (WCAG 1.4.11). Checked on the first toast showing.
 */
export async function expectReadableToast(page: Page): Promise<void> {
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  const drawn = await toast.evaluate((element) => {
    const rgba = (css: string, opacity: number) => {
      const [r = 0, g = 0, b = 0, alpha = 1] = css.match(/[\d.]+/g)?.map(Number) ?? [];
      return [r, g, b, alpha * opacity];
    };
    const part = (selector: string, property: 'color' | 'backgroundColor') => {
      const found = element.querySelector(selector);
      if (!found) return null;
      let opacity = 1;
      for (let e: Element | null = found; e && e !== element; e = e.parentElement) {
        opacity *= Number(getComputedStyle(e).opacity);
      }
      return rgba(getComputedStyle(found)[property], opacity);
    };
    return {
      background: rgba(getComputedStyle(element).backgroundColor, 1),
      text: rgba(getComputedStyle(element).color, 1),
      close: part('.Toastify__close-button', 'color'),
      progress: part('.Toastify__progress-bar--animated', 'backgroundColor'),
    };
  });
  const background = drawn.background.slice(0, 3);
  const parts = [
    { part: 'message', colour: drawn.text, needed: 4.5 },
    { part: 'close button', colour: drawn.close, needed: 3 },
    { part: 'progress bar', colour: drawn.progress, needed: 3 },
  ];
  const problems = parts
    .map(({ part, colour, needed }) => ({
      part,
      needed,
      measured: colour ? contrastRatio(over(colour as Rgba, background), background) : 0,
    }))
    .filter(({ measured, needed }) => measured < needed);
  if (problems.length > 0) {
    const lines = problems.map(
      ({ part, measured, needed }) => `  ${part}: ${measured.toFixed(2)}:1, needs ${needed}:1`,
    );
    throw new Error(`The toast theme falls short:\n${lines.join('\n')}`);
  }
}
