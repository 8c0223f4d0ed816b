import type { TConsoleRule } from '@storefront/shared';
import { Button, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head';
import { RuleForm } from './rule-form';
import { findRule } from './rule-tree';
import { RulesPreview } from './rules-preview';
import { RulesTable } from './rules-table';
import { useRuleChange, useRulePreview, useRuleTree } from './use-rules';
import './rules.css';
import { StatusResult } from '../../../../components/status-result/status-result';

type TEditing = { rule: TConsoleRule } | { pid: number };

/**
 * `/admin/rules`: the member menus, routes and head nav as one tree, beside a preview of what a member and a
 * visitor see; every change shows on the site's next page load.
 */
export function RulesPage() {
  const { t } = useTranslation(['console-rules', 'console']);
  const tree = useRuleTree();
  const preview = useRulePreview();
  const { reload } = useRuleChange();
  const [editing, setEditing] = useState<TEditing | null>(null);

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        add={{ label: t('add'), testId: 'rule-add', onClick: () => setEditing({ pid: 0 }) }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          {tree.isError ? (
            <StatusResult
              status="warning"
              title={t('console:table.loadFailed')}
              extra={<Button onClick={() => void tree.refetch()}>{t('console:table.retry')}</Button>}
            />
          ) : (
            <RulesTable
              tree={tree.data ?? []}
              isLoading={tree.isLoading}
              onEdit={(id) => {
                const rule = findRule(tree.data ?? [], id);
                if (rule) setEditing({ rule });
              }}
              onAddChild={(pid) => setEditing({ pid })}
            />
          )}
        </Col>
        <Col xs={24} xl={9}>
          <RulesPreview preview={preview.data} isLoading={preview.isLoading} />
        </Col>
      </Row>
      {editing ? (
        <RuleForm
          tree={tree.data ?? []}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      ) : null}
    </>
  );
}
