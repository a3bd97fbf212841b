import { picturePath } from '../../../shared/product-pictures.ts';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../shared/products.ts';
import { alsoDescribedBy, type FieldControlProps } from '../../components/form-field.tsx';
import { UtensilsIcon } from '../../components/icons.tsx';
import './image-picker.css';

interface ImagePickerProps {
  control: FieldControlProps;
  /** The picture the product has now, shown until another is chosen. */
  current?: string | undefined;
  onChange: (file: File | null) => void;
}

const HINT = `PNG, JPEG, WebP or GIF, at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;

/** A file input with a preview of the chosen picture, so the admin sees it before it is uploaded. */
export function ImagePicker({ control, current, onChange }: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The object URL pins the file in memory until revoked: one at a time, and none after the form closes.
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function pick(file: File | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewUrl.current);
    setFailed(false);
    onChange(file);
  }

  const shown = preview ?? (current && picturePath(current));
  const hintId = `${control.id}-hint`;
  return (
    <div className="image-picker">
      <div className="image-picker__preview">
        {shown && !failed ? (
          <img
            src={shown}
            alt={preview ? 'Preview of the chosen picture' : 'The current picture'}
            onError={() => setFailed(true)}
          />
        ) : (
          <span className="image-picker__empty" aria-hidden="true">
            <UtensilsIcon />
          </span>
        )}
      </div>
      <div className="image-picker__input">
        <input
          {...alsoDescribedBy(control, hintId)}
          type="file"
          name="image"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="image-picker__hint">
          {HINT}
        </p>
      </div>
    </div>
  );
}
