import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

// Where the lifted card lands inside the next column, clear of its heading.
const INSET = { x: 12, y: 56 };

/**
 * Arrow keys move a lifted card a whole column at a time (dnd-kit's default moves 25 pixels per press). Right and
 * Down go to the next column, Left and Up to the previous one, so the keys work whether the columns sit side by
 * side or, on a narrow screen, one above the other.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = { [KeyboardCode.Right]: 1, [KeyboardCode.Down]: 1, [KeyboardCode.Left]: -1, [KeyboardCode.Up]: -1 }[
    event.code
  ];
  if (!step) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()].sort(([, a], [, b]) => a.top - b.top || a.left - b.left);
  const overId = context.over?.id;
  const current = columns.findIndex(([id]) => id === overId);
  // Over no column (between two, say), count from the one that holds the card's corner.
  const { x, y } = currentCoordinates;
  const from =
    current >= 0
      ? current
      : columns.findIndex(([, rect]) => x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom);
  const target = columns[from + step];
  if (!target) return undefined;
  const [, rect] = target;
  // Beside each other, the card keeps its height, so a card lifted from far down a long queue stays on screen (a
  // jump to the column's top would scroll the board away under it); stacked, it lands at the column's top.
  const top = rect.top + INSET.y;
  const bottom = Math.max(top, rect.bottom - INSET.y);
  return { x: rect.left + INSET.x, y: Math.min(Math.max(y, top), bottom) };
};
