/**
 * One route group (sign-in, customer, kitchen, delivery, admin): its guard, its layout and its pages, each page in
 * its own chunk, fetched when first shown. On a first visit the layout's and the current page's chunks download
 * beside the session check rather than after it. Moving to a page whose chunk is still on its way keeps the current
 * page on screen until the new one can show, rather than flashing a spinner. Nothing of another group is fetched.
 */
import { useRestaurantProfile } from './features/restaurant/restaurant-profile.ts';
import { useAtomValue } from 'jotai';
import {
  Fragment,
  Suspense,
  useDeferredValue,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  matchRoute,
  Route,
  Switch,
  useLocation,
  useRouter,
  type PathPattern,
  type RegexRouteParams,
  type RouteComponentProps,
  type StringRouteParams,
} from 'wouter';
import { PageErrorBoundary } from './components/page-error-boundary.tsx';
import { PageSpinner } from './components/page-spinner.tsx';
import { RouteGuard, type Audience } from './features/auth/route-guard.tsx';
import { FirstPaintHandOff } from './first-paint/hand-off.tsx';
import { sessionAtom } from './features/auth/session.ts';
import { lazyComponent, type LazyComponent } from './lib/lazy-component.ts';

interface AreaPage {
  path: PathPattern;
  /** What the page is, for the document's title. */
  title: string;
  preload: () => Promise<unknown>;
  route: ReactElement;
}

type ParamsOf<Path extends PathPattern> = Path extends string ? StringRouteParams<Path> : RegexRouteParams;

/**
 * A page at `path` (one pattern per page, so moving between the paths it serves keeps it mounted), called `title`,
 * whose component `load` imports.
 */
export function page<Path extends PathPattern>(
  path: Path,
  title: string,
  load: () => Promise<ComponentType<RouteComponentProps<ParamsOf<Path>>>>,
): AreaPage {
  const component = lazyComponent(load);
  const route = <Route<undefined, Path> path={path} component={component} />;
  return { path, title, preload: component.preload, route };
}

export const NOT_FOUND_TITLE = 'Page not found';

/** Names the page in the document's title, which screen readers announce and tabs and history show. */
export function useDocumentTitle(title: string | undefined) {
  // Renamed in Settings: every open page's title follows.
  const { name } = useRestaurantProfile();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}

interface RouteAreaProps {
  /** Who may enter; none for a page anyone may open. */
  allow?: Audience;
  layout?: LazyComponent<{ children: ReactNode }>;
  pages: readonly AreaPage[];
  /** What a path of the group that no page serves shows. */
  otherwise?: ComponentType;
}

export function RouteArea({ allow, layout: Layout, pages, otherwise }: RouteAreaProps) {
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  const { parser } = useRouter();
  const pageAt = (path: string) => pages.find((entry) => matchRoute(parser, entry.path, path)[0]);
  if (session.status === 'loading') {
    // Fetching is idempotent, so a second render asks for nothing more.
    void Layout?.preload();
    void pageAt(location)?.preload();
  }

  // The page shown follows the address once its chunk is there; until then React keeps the previous one.
  const shownLocation = useDeferredValue(location);
  useDocumentTitle(pageAt(shownLocation)?.title ?? (otherwise ? NOT_FOUND_TITLE : undefined));
  const routes = (
    <>
      {/* Under the page's Suspense, so the first paint stays until the page itself can show. */}
      <FirstPaintHandOff />
      <Switch location={shownLocation}>
        {/* Switch looks inside fragments, and the route it picks keeps no key: a page stays mounted across its paths. */}
        {pages.map((entry, index) => (
          <Fragment key={index}>{entry.route}</Fragment>
        ))}
        {otherwise && <Route component={otherwise} />}
      </Switch>
    </>
  );
  const content = (
    <PageErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        {Layout ? (
          <Layout>
            {/*
             * Inside the layout, so it stays on screen while a page's chunk arrives, and when one fails: the message
             * sits in the page's place with the navigation kept, and going elsewhere starts afresh.
             */}
            <PageErrorBoundary resetOn={shownLocation}>
              <Suspense fallback={<PageSpinner />}>{routes}</Suspense>
            </PageErrorBoundary>
          </Layout>
        ) : (
          routes
        )}
      </Suspense>
    </PageErrorBoundary>
  );
  return allow ? <RouteGuard allow={allow}>{content}</RouteGuard> : content;
}
