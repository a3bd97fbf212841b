import { useSetAtom } from 'jotai';
import { soldOutMessage } from '../../../shared/orders.ts';
import { cartDispatchAtom, type PricedLine } from '../cart/cart-state.ts';

interface SoldOutNoticeProps {
  lines: readonly PricedLine[];
  /** The order was just refused for these: said at once, not only when read. */
  refused: boolean;
}

/** "A is sold out. …" for dishes; for a sold-out choice, which one ("Full kg is sold out for Chicken Karahi."). */
function soldOutWords(lines: readonly PricedLine[]): string {
  const dishes = lines.filter((line) => !line.problem).map((line) => line.name);
  const choices = lines.flatMap((line) => (line.problem ? [line.problem] : []));
  return [...(dishes.length ? [soldOutMessage(dishes)] : []), ...choices].join(' ');
}

/** Names the sold-out dishes and choices the cart holds, with one button each that takes the line out of the cart. */
export function SoldOutNotice({ lines, refused }: SoldOutNoticeProps) {
  const dispatch = useSetAtom(cartDispatchAtom);
  if (lines.length === 0) return null;
  return (
    <div className="checkout__warning sold-out-notice" role={refused ? 'alert' : 'note'}>
      <p>{soldOutWords(lines)}</p>
      <div className="sold-out-notice__buttons">
        {lines.map((line) => (
          <button
            key={line.key}
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'remove', key: line.key })}
          >
            Remove {line.name}
          </button>
        ))}
      </div>
    </div>
  );
}
