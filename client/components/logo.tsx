import { PRODUCT_NAME } from '../../shared/restaurant-profile.ts';
import { useRestaurantProfile } from '../features/restaurant/restaurant-profile.ts';

/**
 * The restaurant's mark: its logo (or the fork icon) beside its name. Until it names itself or gives a logo, Forkcast's
 * own wordmark; `onDark` picks the version drawn for dark backgrounds. The caller sets the height.
 */
export function Logo({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const { name, logoUrl } = useRestaurantProfile();
  const classes = className ? `logo ${className}` : 'logo';
  if (name === PRODUCT_NAME && !logoUrl) {
    return (
      <img className={classes} src={onDark ? '/logo-on-dark.svg' : '/logo.svg'} alt={name} width={184} height={48} />
    );
  }
  return (
    <span className={`${classes} logo--named`} data-on-dark={onDark || undefined}>
      <img className="logo__icon" src={logoUrl ?? '/favicon.svg'} alt="" width={48} height={48} />
      <span className="logo__name">{name}</span>
    </span>
  );
}
