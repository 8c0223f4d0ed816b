import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A console page's title, a line saying what it is for, and its main actions on the right. */
export function PageHead({
  title,
  description,
  extra,
}: {
  title: string;
  description?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="sf-console-page-head">
      <div>
        <h1>{title}</h1>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </div>
      {extra}
    </div>
  );
}
