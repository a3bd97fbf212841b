import { ProductPictureOrTile } from './product-picture.tsx';
import './dish-thumb.css';

/** The largest thumb (dish-thumb--lg); the smallest rendition covers it twice over. */
const THUMB_SIZE = '4.5rem';

/**
 * A small square picture of a dish for lists (cart, checkout, orders). Decorative: the dish's name is always
 * written next to it. A missing or broken image becomes a plain tile with a fork-and-knife.
 */
export function DishThumb({ src, size = 'md' }: { src: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`dish-thumb dish-thumb--${size}`} aria-hidden="true">
      <ProductPictureOrTile src={src} alt="" sizes={THUMB_SIZE} />
    </span>
  );
}
