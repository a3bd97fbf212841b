import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { rememberReturn } from './return-after-sign-in.ts';
import { sessionAtom } from './session.ts';

/**
 * A customer page that is about the customer (their orders, their account) inside the area guests may browse: a
 * guest is sent to sign in, and comes back here after.
 */
export function signedInOnly<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function SignedInPage(props: Props) {
    const session = useAtomValue(sessionAtom);
    const [location] = useLocation();
    const search = useSearch();
    if (session.status === 'signed-in') return <Page {...props} />;
    rememberReturn(search ? `${location}?${search}` : location);
    return <Redirect to="~/login" replace />;
  };
}
