/** Shown while a screen's code loads (plain CSS, so the first screen stays light). */
export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> 加载中
    </div>
  );
}
