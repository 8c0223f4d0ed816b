import {
  BALANCE_KINDS,
  balanceUnits,
  CONSOLE_API,
  type TBalanceKind,
  type TMemberDetail,
  zBalanceMemo,
  zMoneyChange,
  zPointsChange,
} from '@storefront/shared';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { useSubmit } from '../../../../lib/use-submit';
import { callConsole } from '../../lib/call-console';

type TValues = { kind: TBalanceKind; amount: string; memo: string };

const AMOUNT_RULE = { money: zMoneyChange, score: zPointsChange } as const;

/** The balance after a change as the member will see it, or undefined while the amount is not a valid one. */
function balanceAfter(
  member: TMemberDetail,
  kind: TBalanceKind,
  amount: string | undefined,
): string | undefined {
  if (!amount || !AMOUNT_RULE[kind].safeParse(amount).success) return undefined;
  const change = balanceUnits(kind, amount.trim());
  if (kind === 'score') return String(member.score + change);
  return ((Math.round(Number(member.money) * 100) + change) / 100).toFixed(2);
}

/**
 * Adds to or takes from a member's points or money, with the memo they read in their log. The server refuses a
 * change that would go below zero; the dialog shows the balance it leads to before it is sent.
 */
export function BalanceForm(props: { member: TMemberDetail; onClose: () => void; onSaved: () => void }) {
  const { member, onClose, onSaved } = props;
  const { t } = useTranslation(['console-members', 'console', 'shared']);
  const [form] = Form.useForm<TValues>();
  const kind = Form.useWatch('kind', form) ?? 'score';
  const amount = Form.useWatch('amount', form);
  const { isBusy, run } = useSubmit();
  const after = balanceAfter(member, kind, amount);
  const current = kind === 'score' ? String(member.score) : member.money;

  const save = (values: TValues) =>
    run(async () => {
      const body = {
        id: member.id,
        kind: values.kind,
        amount: values.amount.trim(),
        memo: values.memo.trim(),
      };
      await callConsole(CONSOLE_API.members.balance, { body, showSuccessMessage: true });
      onSaved();
    });

  return (
    <Modal
      open
      title={t('balance.title', { name: member.username })}
      okText={t('balance.submit')}
      cancelText={t('console:action.cancel')}
      confirmLoading={isBusy}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'balance-submit' }}
      destroyOnHidden
    >
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'score', amount: '', memo: '' }}
        onFinish={(values) => void save(values)}
        data-testid="balance-form"
      >
        <Form.Item name="kind" label={t('balance.kind')}>
          <Radio.Group
            optionType="button"
            options={BALANCE_KINDS.map((value) => ({ value, label: t(`field.${value}`) }))}
            onChange={() => form.setFields([{ name: 'amount', errors: [] }])}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('balance.amount')}
          extra={t(kind === 'money' ? 'balance.moneyHelp' : 'balance.scoreHelp')}
          rules={fieldRules(AMOUNT_RULE[kind], t)}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            prefix={kind === 'money' ? '¥' : undefined}
            data-testid="balance-amount"
          />
        </Form.Item>
        <Form.Item
          name="memo"
          label={t('balance.memo')}
          extra={t('balance.memoHelp')}
          rules={fieldRules(zBalanceMemo, t)}
        >
          <Input maxLength={100} showCount data-testid="balance-memo" />
        </Form.Item>
        <Alert
          type={after?.startsWith('-') ? 'error' : 'info'}
          showIcon
          title={
            after === undefined
              ? t('balance.current', { value: current })
              : t(after.startsWith('-') ? 'balance.belowZero' : 'balance.preview', {
                  from: current,
                  to: after,
                })
          }
          data-testid="balance-preview"
        />
      </Form>
    </Modal>
  );
}
