import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

type CardElement = 'article' | 'div' | 'section' | 'aside';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: an article for a list item that stands on its own, a div otherwise. */
  as?: CardElement;
  children: ReactNode;
}

/** A raised white surface with the standard inner spacing: feedback, deliveries, orders, any boxed content. */
export function Card({ as: Element = 'div', className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={['card', 'card--padded', className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
