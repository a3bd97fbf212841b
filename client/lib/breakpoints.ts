/**
 * The stylesheets' breakpoints, for the few layouts decided in code. Phones are below 48rem; tablets from 48rem to
 * 64rem; the narrowest phones below 36rem.
 */
export const PHONE = '(max-width: 47.99rem)';
/** Tablets and up: everything that is not a phone. */
export const WIDE = '(min-width: 48rem)';
export const NARROW_PHONE = '(max-width: 35.99rem)';
export const TABLET = '(min-width: 48rem) and (max-width: 63.99rem)';
