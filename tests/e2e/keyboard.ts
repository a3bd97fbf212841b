/** Keyboard-only journeys: focus moves with Tab as a person moves it, and every stop must show where focus is. */
import type { ElementHandle, Locator, Page } from 'playwright-core';

interface FocusStop {
  onPage: boolean;
  reached: boolean;
  /** Whether the focused element, or what draws its ring (a wrapper, or the label beside a hidden input), shows it. */
  visible: boolean;
  description: string;
}

/** Presses one key and reports where focus went. */
async function press(page: Page, key: string, wanted: ElementHandle | null): Promise<FocusStop> {
  await page.keyboard.press(key);
  return page.evaluate((wanted) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) {
      return { onPage: false, reached: false, visible: true, description: 'the page itself' };
    }
    const ring = (element: Element | null | undefined, shadowCounts: boolean) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (shadowCounts && style.boxShadow !== 'none');
    };
    const parent = active.parentElement;
    const visible =
      ring(active, true) ||
      ring(active.nextElementSibling, true) ||
      ring(parent, false) ||
      ring(parent?.parentElement, false) ||
      ring(parent?.parentElement?.parentElement, false);
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return {
      onPage: true,
      reached: active === wanted,
      visible,
      description: `<${active.tagName.toLowerCase()}> "${name}"`,
    };
  }, wanted);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, failing if a stop on the way shows no focus indicator or
 * the target is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  const wanted = await target.elementHandle();
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    const stop = await press(page, backwards ? 'Shift+Tab' : 'Tab', wanted);
    seen.push(stop.description);
    if (!stop.visible) throw new Error(`Focus is not visible on ${stop.description}`);
    if (stop.reached) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses; focus went through:\n  ${seen.join('\n  ')}`);
}

/** Tabs through the page from where focus is, up to `limit` stops, failing on any stop that does not show focus. */
export async function expectVisibleFocusThroughout(page: Page, { limit = 40 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const stop = await press(page, 'Tab', null);
    if (!stop.visible) throw new Error(`Focus is not visible on ${stop.description}`);
    if (!stop.onPage && presses > 0) return;
  }
}

/** Whether `target` has focus now. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Logs in on /login with Tab, typing and Enter only, and waits to leave the login page. */
export async function loginWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const emailField = page.getByLabel('Email', { exact: true });
  // The login screen may still be loading its code after the page's load event.
  await emailField.waitFor();
  await tabTo(page, emailField, { limit: 10 });
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), { limit: 1 });
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
}
