import {
  CONSOLE_API,
  OPERATOR_ROLES,
  type TOperatorRow,
  ZOperatorAddBody,
  ZOperatorEditBody,
} from '@storefront/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useSubmit } from '../../../../lib/use-submit';
import { FormDrawer } from '../../components/form-drawer';
import { callConsole } from '../../lib/call-console';

type TValues = {
  username: string;
  nickname: string;
  role: TOperatorRow['role'];
  status: TOperatorRow['status'];
  password: string;
};

/** Adds an operator (`operator` undefined) or edits one; an empty password on edit keeps the current one. */
export function OperatorForm(props: {
  operator?: TOperatorRow;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { operator, open, onClose, onSaved } = props;
  const { t } = useTranslation(['console-operators', 'console', 'shared']);
  const [form] = Form.useForm<TValues>();
  const { isBusy, run } = useSubmit();
  const unsaved = useUnsavedChanges();
  const isNew = !operator;

  const save = (values: TValues) =>
    run(async () => {
      if (operator) {
        await callConsole(CONSOLE_API.operators.edit, {
          body: {
            id: operator.id,
            nickname: values.nickname,
            role: values.role,
            status: values.status,
            password: values.password ?? '',
          },
          showSuccessMessage: true,
        });
      } else {
        await callConsole(CONSOLE_API.operators.add, {
          body: {
            username: values.username,
            nickname: values.nickname,
            role: values.role,
            password: values.password,
          },
          showSuccessMessage: true,
        });
      }
      onSaved();
      onClose();
    });

  return (
    <FormDrawer
      title={t(isNew ? 'add' : 'edit')}
      open={open}
      busy={isBusy}
      isDirty={unsaved.isDirty}
      onClose={onClose}
      onSave={() => form.submit()}
      testId="operator-form"
    >
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={{
          username: operator?.username ?? '',
          nickname: operator?.nickname ?? '',
          role: operator?.role ?? 'editor',
          status: operator?.status ?? 'enable',
          password: '',
        }}
        onFinish={(values) => void save(values)}
        onValuesChange={unsaved.markChanged}
      >
        <Form.Item
          name="username"
          label={t('field.username')}
          rules={isNew ? fieldRules(ZOperatorAddBody.shape.username, t) : []}
        >
          <Input disabled={!isNew} autoComplete="off" data-testid="operator-username" />
        </Form.Item>
        <Form.Item name="nickname" label={t('field.nickname')}>
          <Input maxLength={30} data-testid="operator-nickname" />
        </Form.Item>
        <Form.Item name="role" label={t('field.role')}>
          <Select
            options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console:role.${role}`) }))}
          />
        </Form.Item>
        {isNew ? null : (
          <Form.Item name="status" label={t('field.status')}>
            <Select
              options={[
                { value: 'enable', label: t('console:status.enable') },
                { value: 'disable', label: t('console:status.disable') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="password"
          label={t(isNew ? 'field.password' : 'field.newPassword')}
          extra={isNew ? undefined : t('field.newPasswordHelp')}
          rules={
            isNew
              ? fieldRules(ZOperatorAddBody.shape.password, t, { trim: false })
              : fieldRules(ZOperatorEditBody.shape.password, t, { required: false, trim: false })
          }
        >
          <Input.Password autoComplete="new-password" data-testid="operator-password" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
