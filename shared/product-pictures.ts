/**
 * How an uploaded product picture is stored, so the server writes and the client asks for the same files. Every
 * place shows a picture in a 4:3 box (menu card, product page) or a small square cut from it (cart, orders, kitchen),
 * so an upload is cropped to 4:3 once and kept at the widths those boxes need, twice over for high-density screens:
 *
 *   /uploads/<id>-800.jpg              the fallback every browser can show (.png when the picture has transparency);
 *                                      this is the product's `imageLink`, and what past orders keep
 *   /uploads/<id>-<width>.webp         WebP at each of PICTURE_WIDTHS, for <picture> and srcset
 *
 * Pictures stored before renditions existed, and the demo drawings (SVG, sharp at any size and smaller than any
 * raster), have no renditions and are shown as they are.
 */

export const PICTURE_WIDTHS = [200, 400, 800, 1200] as const;
export const FALLBACK_WIDTH = 800;
export const pictureHeight = (width: number) => Math.round((width * 3) / 4);

/** Links are absolute (PUBLIC_URL's origin) so pages served from another allowed origin show them too. */
const WITH_RENDITIONS = new RegExp(`^((?:https?://[^/]+)?/uploads/[0-9a-f]{32})-${FALLBACK_WIDTH}\\.(?:jpg|png)$`);

/** A stored picture's path (/uploads/...) as the API answers it: a full URL on the server's public address. */
export function pictureUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).href;
}

/**
 * The path of a picture link: Forkcast's own pages load pictures from the server that served them, whichever
 * address it was reached at (PUBLIC_URL may name another, or not be set at all).
 */
export function picturePath(link: string): string {
  return link.replace(/^https?:\/\/[^/]+(?=\/uploads\/)/, '');
}

/** The WebP renditions of a picture as a srcset, or null when it has none. */
export function webpSrcSet(imageLink: string): string | null {
  const base = WITH_RENDITIONS.exec(imageLink)?.[1];
  if (!base) return null;
  return PICTURE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}

/** Every file a stored picture consists of, by URL: itself and, when it has them, its renditions. */
export function pictureFiles(imageLink: string): string[] {
  const base = WITH_RENDITIONS.exec(imageLink)?.[1];
  return base ? [imageLink, ...PICTURE_WIDTHS.map((width) => `${base}-${width}.webp`)] : [imageLink];
}
