import './skeleton.css';

type TSkeletonProps = { rows: number; avatar?: boolean; hasTitle?: boolean; 'data-testid'?: string };

/**
 * antd's active Skeleton (`<Skeleton active avatar paragraph={{ rows }} />`), what the store list, a store's
 * profile, the sign-in form and the chat show while they load, without antd's theme engine on those pages.
 */
export function Skeleton({ rows, avatar = false, hasTitle = true, 'data-testid': testId }: TSkeletonProps) {
  return (
    <div className={avatar ? 'sf-skeleton has-avatar' : 'sf-skeleton'} aria-busy="true" data-testid={testId}>
      {avatar ? <span className="sf-skeleton-avatar" /> : null}
      <div className="sf-skeleton-section">
        {hasTitle ? <div className="sf-skeleton-title" /> : null}
        <ul className="sf-skeleton-paragraph">
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical bars and never reorder.
            <li key={row} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** antd's small active `Skeleton.Input`: one bar as tall as a small field, as wide as its class makes it. */
export function SkeletonBar({ className }: { className?: string }) {
  return <span className={['sf-skeleton-bar', className].filter(Boolean).join(' ')} />;
}
