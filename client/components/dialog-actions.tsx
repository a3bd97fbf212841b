import './dialog-actions.css';

interface Props {
  onCancel: () => void;
  label: string;
  busyLabel: string;
  /** While true the main button shows `busyLabel` and cannot be pressed again. */
  busy: boolean;
  /** For a confirmation; without it the main button submits the dialog's form. */
  onConfirm?: () => void;
}

/** The Cancel and main buttons at the foot of a dialog. */
export function DialogActions({ onCancel, label, busyLabel, busy, onConfirm }: Props) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className="button button--primary"
        disabled={busy}
        {...(onConfirm ? { onClick: onConfirm } : {})}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
