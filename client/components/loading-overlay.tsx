import './loading-overlay.css';

/**
 * Covers its positioned parent while a call runs (spec point 2: "a loading overlay covers calls"), so nothing
 * under it can be clicked twice. The label is announced politely.
 */
export function LoadingOverlay({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="loading-overlay__label">{label}</span>
    </div>
  );
}
