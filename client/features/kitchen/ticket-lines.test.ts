import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { KitchenOrder } from '../../../shared/staff-orders.ts';
import { kitchenTicket } from './kitchen-ticket.fixture.ts';
import { TicketLines, type TicketLinesProps } from './ticket-lines.tsx';

const order: KitchenOrder = kitchenTicket({
  orderId: 12,
  status: 'PREPARING',
  lineItems: [
    {
      id: 31,
      name: 'Chicken Biryani',
      imageLink: '/uploads/biryani.png',
      quantity: 2,
      ingredients: [{ id: 1, name: 'rice' }],
      options: [
        { choiceId: 4, group: 'Size', choice: 'Full', price: 2 },
        { choiceId: 7, group: 'Extras', choice: 'Extra raita', price: 0.5 },
      ],
      note: 'no onions',
    },
    { id: 32, name: 'Garlic Naan', imageLink: '', quantity: 4, ingredients: [], options: [], note: null },
  ],
  doneLineIds: [32],
});

const render = (props: Partial<TicketLinesProps> = {}) =>
  renderToStaticMarkup(createElement(TicketLines, { order, id: 'items-12', showIngredients: false, ...props }));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe("a ticket's lines", () => {
  it('lists each dish as "2 × Name" in a list called Items, with its choices and the note standing out', () => {
    const html = render();
    expect(html).toMatch(/^<ul class="ticket-lines" id="items-12" aria-label="Items">/);
    const names = [...html.matchAll(/<p class="staff-line-items__name ticket-lines__name">(.*?)<\/p>/g)].map(([, n]) =>
      text(n!),
    );
    expect(names).toEqual(['2 × of Chicken Biryani', '4 × of Garlic Naan (done)']);
    expect(html).toContain('<p class="ticket-lines__options">Full, Extra raita</p>');
    expect(text(html)).toContain('Note: no onions');
    expect(html).toContain('class="ticket-lines__note"');
  });

  it('shows the recipe only when asked', () => {
    expect(render()).not.toContain('aria-label="Ingredients"');
    expect(render({ showIngredients: true })).toContain('aria-label="Ingredients"');
  });

  it('gives each line a tick named after it, pressed when done, marking the line done', () => {
    const html = render({ onTick: () => {} });
    expect(html).toContain('aria-label="Done: 2 × Chicken Biryani" aria-pressed="false"');
    expect(html).toContain('aria-label="Done: 4 × Garlic Naan" aria-pressed="true"');
    expect(html.match(/<li class="ticket-lines__line" data-done="true">/g)).toHaveLength(1);
    expect(html).not.toContain('aria-disabled');
  });

  it('holds a tick waiting for the server, and every tick when there is nothing to send them to', () => {
    const pending = render({ onTick: () => {}, pendingLineIds: new Set([31]) });
    expect(pending.match(/aria-disabled="true"/g)).toHaveLength(1);
    expect(pending).toContain('aria-busy="true"');
    expect(render().match(/aria-disabled="true"/g)).toHaveLength(2);
  });
});
