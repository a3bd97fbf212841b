/** The pictures of a rating: a star, and a thumb up or down. Decorative: the control or text beside them names them. */
import { Icon } from './icons.tsx';

/** A five-pointed star, filled when it counts towards the rating. */
export const StarIcon = ({ filled }: { filled: boolean }) => (
  <Icon className={filled ? 'star-icon star-icon--filled' : 'star-icon'} strokeWidth={1.5}>
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
  </Icon>
);

/** A thumb up, or turned down. */
export const ThumbIcon = ({ up }: { up: boolean }) => (
  <Icon className={up ? 'icon' : 'icon thumb-icon--down'}>
    <path d="M7 10v11M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H3V10z" />
  </Icon>
);
