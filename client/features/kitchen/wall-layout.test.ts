import { describe, expect, it } from 'vitest';
import { splitTicketColumns } from './wall-layout.ts';

describe('sharing the wall between the Queue and Preparing', () => {
  it('gives the busier column more room, in proportion', () => {
    expect(splitTicketColumns(5, 8, 2)).toEqual({ queue: 4, preparing: 1 });
    expect(splitTicketColumns(5, 2, 8)).toEqual({ queue: 1, preparing: 4 });
    expect(splitTicketColumns(6, 6, 6)).toEqual({ queue: 3, preparing: 3 });
  });

  it('keeps a column for an empty side, where tickets are dropped', () => {
    expect(splitTicketColumns(5, 12, 0)).toEqual({ queue: 4, preparing: 1 });
    expect(splitTicketColumns(5, 0, 3)).toEqual({ queue: 1, preparing: 4 });
    expect(splitTicketColumns(4, 0, 0)).toEqual({ queue: 2, preparing: 2 });
  });

  it('evens out the rows: two tickets in one column beside nine in five', () => {
    expect(splitTicketColumns(6, 2, 9)).toEqual({ queue: 1, preparing: 5 });
  });
});
