import './spinner.css';

/**
 * antd Spin's four turning dots, for what waits before the page's own code has come (a route, the chat's
 * older messages): antd's Spin is 4 KB of every page for this picture.
 */
export function Spinner({ size = 'default' }: { size?: 'small' | 'default' }) {
  return (
    <span className={`sf-spinner is-${size}`} role="status" aria-live="polite" aria-busy="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
