/**
 * The two pages the client build writes (scripts/build-first-paint.ts) and the server sends (static-client.ts).
 * index.html carries the home page's first paint, for `/`; app.html is the same page without it, for every other
 * address. A client built before app.html existed has only index.html.
 */
export const HOME_PAGE = 'index.html';
export const APP_PAGE = 'app.html';
