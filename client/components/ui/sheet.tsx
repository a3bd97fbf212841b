import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../icons.tsx';
import './sheet.css';

interface SheetProps {
  /** The panel's id, for the aria-controls of the buttons that open it. */
  id: string;
  title: string;
  /** The close button's name ("Close cart"). */
  closeLabel: string;
  onClose: () => void;
  /** For the content to hand focus back to the panel (after the control that had it went away). */
  ref?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A non-modal dialog over the page: dropped from the top bar on a wide screen, a sheet along the bottom edge on a
 * phone. It takes focus when it opens; Escape, its close button or a tap outside it (which never reaches what is
 * underneath) closes it, and focus goes back to whatever opened it. Render it only while it is open. For a task
 * that must block the page, use Modal.
 */
export function Sheet({ id, title, closeLabel, onClose, ref, children }: SheetProps) {
  const ownRef = useRef<HTMLElement>(null);
  const panel = ref ?? ownRef;
  const closeRef = useRef(onClose);
  const titleId = `${id}-title`;

  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement;
    panel.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [panel]);

  return (
    <>
      <div className="sheet__backdrop" aria-hidden="true" onClick={() => closeRef.current()} />
      <section
        ref={panel}
        id={id}
        className="sheet"
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeRef.current();
        }}
      >
        <div className="sheet__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => closeRef.current()}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </section>
    </>
  );
}
