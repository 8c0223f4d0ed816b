import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-result.css';

export type TResultStatus = 'success' | 'info' | 'warning' | 'error';

const STATUS_ICONS = {
  success: CheckCircleFilled,
  info: ExclamationCircleFilled,
  warning: WarningFilled,
  error: CloseCircleFilled,
} as const;

type TStatusResultProps = {
  /** As antd's Result: `info` unless said. */
  status?: TResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Replaces the status icon (still coloured by the status). */
  icon?: ReactNode;
  /** Actions under the text, usually buttons. */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
  /** The result is what the page is about (a 404): its title is the page's heading. */
  isPageHeading?: boolean;
  'data-testid'?: string;
};

/**
 * The outcome of a view (failed to load, done, nothing to show) in antd Result's look: antd's own Result
 * also brings its 403/404/500 illustrations, 8 KB a page needs only where it shows one of them
 * (`PageResult`), so every other state uses this.
 */
export function StatusResult({
  status = 'info',
  title,
  subTitle,
  icon,
  extra,
  className,
  children,
  isPageHeading = false,
  ...rest
}: TStatusResultProps) {
  const Icon = STATUS_ICONS[status];
  const Title = isPageHeading ? 'h1' : 'div';
  return (
    <div className={className ? `sf-result is-${status} ${className}` : `sf-result is-${status}`} {...rest}>
      <div className="sf-result-icon">{icon ?? <Icon />}</div>
      <Title className="sf-result-title">{title}</Title>
      {subTitle ? <div className="sf-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="sf-result-extra">{extra}</div> : null}
      {children ? <div className="sf-result-content">{children}</div> : null}
    </div>
  );
}
