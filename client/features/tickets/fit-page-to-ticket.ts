/**
 * Gives the printed page the ticket's own length. A receipt printer's roll has no fixed page: a page longer than the
 * ticket feeds blank paper, a shorter one splits it. CSS cannot say "as long as the content" (Chromium drops
 * `size: 80mm auto`), so the length is measured on screen, where the ticket is drawn as the paper itself (80 mm wide,
 * the page's margins as its padding), and written into the stylesheet's @page rule.
 */

/** The paper's width, as order-ticket.css draws it. */
const PAPER_WIDTH_MM = 80;
/** A little more than measured, so rounding never pushes the last line onto a second page. */
const SLACK_MM = 4;
const MM_PER_CSS_PX = 25.4 / 96;

function pageRules(): CSSPageRule[] {
  return [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
    } catch {
      // Another origin's sheet cannot be read; ours can.
      return [];
    }
  });
}

/** Sets every @page rule to the paper's width and the length the ticket (drawn as its paper) needs. */
export function fitPageToTicket(paper: HTMLElement): void {
  const length = Math.ceil(paper.getBoundingClientRect().height * MM_PER_CSS_PX + SLACK_MM);
  for (const rule of pageRules()) rule.style.setProperty('size', `${PAPER_WIDTH_MM}mm ${length}mm`);
}
