import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute, type PathPattern } from 'wouter';
import { App } from '../client/app.tsx';
import type { Audience } from '../client/features/auth/route-guard.tsx';
import { SHOTS, VIEWER_ROLE, type Viewer } from './screenshot-pages.ts';

interface RouteProps {
  path?: PathPattern;
  nest?: boolean;
  children?: ReactNode;
}
interface AreaProps {
  allow?: Audience;
  pages: readonly { path: PathPattern; title: string }[];
}

/** The routes of the app's top-level Switch, in order, as App renders them. */
function appRoutes(): ReactElement<RouteProps>[] {
  const app = App() as ReactElement<{ children: ReactNode[] }>;
  const routeSwitch = app.props.children.find(isValidElement) as ReactElement<{ children: ReactNode[] }>;
  return routeSwitch.props.children.flat().filter(isValidElement) as ReactElement<RouteProps>[];
}

/** Every page of the app: a page of a route group (with who may see it), or the catch-all "not found". */
function appPages() {
  return appRoutes().flatMap((route, routeIndex) => {
    const area = route.props.children;
    if (!isValidElement(area) || !('pages' in (area.props as object))) {
      return route.props.path === undefined ? [{ routeIndex, pageIndex: 0, title: 'Page not found' }] : [];
    }
    return (area.props as AreaProps).pages.map((page, pageIndex) => ({ routeIndex, pageIndex, title: page.title }));
  });
}

const routePattern = (path: PathPattern, loose = false) => (path instanceof RegExp ? path : parse(path, loose).pattern);

/** Where the address leads, as wouter's Switch picks: the first route that matches, then its first page. */
function landing(path: string) {
  const routes = appRoutes();
  const routeIndex = routes.findIndex(
    (route) => route.props.path === undefined || matchRoute(parse, route.props.path, path, route.props.nest)[0],
  );
  const route = routes[routeIndex]!;
  const area = route.props.children;
  if (!isValidElement(area) || !('pages' in (area.props as object))) {
    return { routeIndex, pageIndex: 0, allow: undefined };
  }
  const { pages, allow } = area.props as AreaProps;
  // A nested route's pages match what follows the part of the address the route matched.
  const nestedIn = route.props.nest ? route.props.path : undefined;
  const base = nestedIn === undefined ? '' : (routePattern(nestedIn, true).exec(path)?.[0] ?? '');
  const rest = path.slice(base.length) || '/';
  const pageIndex = pages.findIndex((page) => matchRoute(parse, page.path, rest)[0]);
  return { routeIndex, pageIndex, allow };
}

function mayEnter(allow: AreaProps['allow'], viewer: Viewer): boolean {
  const role = VIEWER_ROLE[viewer];
  if (allow === undefined) return true;
  if (allow === 'guests') return role === null;
  // The signed-in-only customer pages inside it are shot by the customer.
  if (allow === 'customers-and-guests') return role === null || role === 'CUSTOMER';
  return role !== null && allow.includes(role);
}

describe('the screenshots', () => {
  it("cover every page of the app's routes", () => {
    const shown = SHOTS.map((shot) => landing(shot.path));
    const missing = appPages().filter(
      (page) => !shown.some((at) => at.routeIndex === page.routeIndex && at.pageIndex === page.pageIndex),
    );
    expect(appPages().length).toBeGreaterThan(15);
    expect(missing.map((page) => page.title)).toEqual([]);
  });

  it('show each page to someone who may see it, rather than where they would be sent instead', () => {
    const turnedAway = SHOTS.filter((shot) => {
      const at = landing(shot.path);
      return at.pageIndex < 0 || !mayEnter(at.allow, shot.as);
    });
    expect(turnedAway.map((shot) => `${shot.as} ${shot.path}`)).toEqual([]);
  });
});
