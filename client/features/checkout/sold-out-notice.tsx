import { useSetAtom } from 'jotai';
import { soldOutMessage } from '../../../shared/orders.ts';
import { cartDispatchAtom, type PricedLine } from '../cart/cart-state.ts';

interface SoldOutNoticeProps {
  lines: readonly PricedLine[];
  /** The order was just refused for these: said at once, not only when read. */
  refused: boolean;
}

/** Names the sold-out dishes the cart holds, with one button each that takes the dish out of the cart. */
export function SoldOutNotice({ lines, refused }: SoldOutNoticeProps) {
  const dispatch = useSetAtom(cartDispatchAtom);
  if (lines.length === 0) return null;
  return (
    <div className="checkout__warning sold-out-notice" role={refused ? 'alert' : 'note'}>
      <p>{soldOutMessage(lines.map((line) => line.name))}</p>
      <div className="sold-out-notice__buttons">
        {lines.map((line) => (
          <button
            key={line.id}
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'remove', id: line.id })}
          >
            Remove {line.name}
          </button>
        ))}
      </div>
    </div>
  );
}
