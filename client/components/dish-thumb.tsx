import { useState } from 'react';
import { UtensilsIcon } from './icons.tsx';
import './dish-thumb.css';

/**
 * A small square picture of a dish for lists (cart, checkout, orders). Decorative: the dish's name is always
 * written next to it. A missing or broken image becomes a plain tile with a fork-and-knife.
 */
export function DishThumb({ src, size = 'md' }: { src: string; size?: 'sm' | 'md' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`dish-thumb dish-thumb--${size}`} aria-hidden="true">
      {failed || !src ? (
        <UtensilsIcon />
      ) : (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
    </span>
  );
}
