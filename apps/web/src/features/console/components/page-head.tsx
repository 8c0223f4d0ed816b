import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A console page's title, a line saying what it is for, and its main actions on the right: `add` is the
 * primary "add" button most list pages have, `extra` anything else.
 */
export function PageHead({
  title,
  description,
  add,
  extra,
}: {
  title: string;
  description?: string;
  add?: { label: string; testId: string; onClick: () => void };
  extra?: ReactNode;
}) {
  return (
    <div className="sf-console-page-head">
      <div>
        <h1>{title}</h1>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </div>
      {add ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={add.testId}>
          {add.label}
        </Button>
      ) : null}
      {extra}
    </div>
  );
}
