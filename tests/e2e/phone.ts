/** The phone the journeys measure layouts on, and what breaks a layout there. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginThroughForm, server } from './journey.ts';

export const PHONE = { width: 390, height: 844 };

/** A page on a touch phone, logged in through the form as `person`. */
export async function phonePage(
  browser: Browser,
  person: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server().baseUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await loginThroughForm(page, person.email, person.password);
  return { context, page };
}
export const TOUCH_TARGET_PX = 44;

/**
 * What on the page, as it is now, breaks the phone layout: its width, and every control smaller than a fingertip.
 * Under mobile emulation the layout viewport grows to fit content that is too wide, so the page is measured against
 * the 390 px screen, not against innerWidth.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ width, target }) => {
      const problems: string[] = [];
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > width) problems.push(`scrolls sideways: ${scrollWidth} px wide`);
      const controls = document.querySelectorAll<HTMLElement>(
        'button, [role="button"], select, textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"]), a[href]',
      );
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        if (control.closest('.visually-hidden, [aria-hidden="true"], .leaflet-control-attribution')) continue;
        // A link inside running text is exempt (WCAG 2.5.8); one whose hit area is stretched over a card is measured
        // by the card.
        if (control.tagName === 'A' && !control.classList.contains('button')) {
          const inText = (control.parentElement?.textContent ?? '').trim() !== (control.textContent ?? '').trim();
          if (inText || getComputedStyle(control, '::after').position === 'absolute') continue;
        }
        if (box.width < target || box.height < target) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
          problems.push(
            `${control.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}x${Math.round(box.height)} px`,
          );
        }
      }
      return problems;
    },
    { width: PHONE.width, target: TOUCH_TARGET_PX },
  );
}
