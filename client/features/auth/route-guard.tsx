import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ROLE_HOME, type Role } from '../../../shared/constants.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { sessionAtom } from './session.ts';

/**
 * `guests` is for the sign-in screen: a signed-in visitor is sent to the home page of their role.
 * `customers-and-guests` is the shop window (menu, dishes, assistant, cart): staff still go to their own screens.
 */
export type Audience = readonly Role[] | 'guests' | 'customers-and-guests';

/**
 * The one gate in front of every route group (spec point 6). Children render only for the allowed audience;
 * everyone else is redirected with `replace`, so Back never lands on a page they may not see.
 * Targets start with `~` so they stay absolute inside nested routers such as /admin.
 */
export function RouteGuard({ allow, children }: { allow: Audience; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);

  if (session.status === 'loading') return <PageSpinner />;
  if (allow === 'guests') {
    return session.status === 'signed-in' ? <Redirect to={`~${ROLE_HOME[session.user.role]}`} replace /> : children;
  }
  if (allow === 'customers-and-guests') {
    return session.status === 'signed-in' && session.user.role !== 'CUSTOMER' ? (
      <Redirect to={`~${ROLE_HOME[session.user.role]}`} replace />
    ) : (
      children
    );
  }
  if (session.status === 'signed-out') return <Redirect to="~/login" replace />;
  if (!allow.includes(session.user.role)) return <Redirect to={`~${ROLE_HOME[session.user.role]}`} replace />;
  return children;
}
