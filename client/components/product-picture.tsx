import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_WIDTH, pictureHeight, picturePath, webpSrcSet } from '../../shared/product-pictures.ts';
import { UtensilsIcon } from './icons.tsx';
import './product-picture.css';

interface ProductPictureProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'alt' | 'loading' | 'fetchPriority' | 'onError'
> {
  /** The product's imageLink (or an order line's imageURL). */
  src: string;
  /** How wide the picture is shown, as the `sizes` attribute says it, so the browser fetches no more than that. */
  sizes: string;
}

/**
 * A product picture: WebP at the width it is shown when the picture has renditions (see
 * shared/product-pictures.ts), else the stored file as it is. Width and height give the 4:3 box before any byte
 * arrives, so nothing below it moves when it loads.
 */
export function ProductPicture({ src: link, sizes, loading = 'lazy', ...img }: ProductPictureProps) {
  const src = picturePath(link);
  const srcSet = webpSrcSet(src);
  const fallback = (
    <img
      {...img}
      src={src}
      width={FALLBACK_WIDTH}
      height={pictureHeight(FALLBACK_WIDTH)}
      loading={loading}
      decoding="async"
    />
  );
  if (!srcSet) return fallback;
  return (
    <picture className="product-picture">
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      {fallback}
    </picture>
  );
}

/**
 * A product's picture, or for a dish without one, or whose picture fails to load, a plain tile with a
 * fork-and-knife, which `placeholderClassName` styles (a thumbnail's own box styles it without one).
 */
export function ProductPictureOrTile({
  placeholderClassName,
  ...picture
}: Omit<ProductPictureProps, 'onError'> & { placeholderClassName?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !picture.src) {
    return (
      <div className={placeholderClassName} aria-hidden="true">
        <UtensilsIcon />
      </div>
    );
  }
  return <ProductPicture {...picture} onError={() => setFailed(true)} />;
}
