import { ChevronDownIcon, ChevronUpIcon } from './icons.tsx';

export type Move = -1 | 1;

/** The list with the item at `index` swapped with its neighbour above (-1) or below (1). */
export function moved<T>(list: readonly T[], index: number, by: Move): T[] {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

interface MoveButtonsProps {
  /** What moves, as the buttons are heard: "Move Desserts up". */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: Move) => void;
}

/** Up and down for a list the administrator orders by hand (the menu's categories, a dish's option groups). */
export function MoveButtons({ name, first, last, onMove }: MoveButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ChevronUpIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ChevronDownIcon />
      </button>
    </>
  );
}
