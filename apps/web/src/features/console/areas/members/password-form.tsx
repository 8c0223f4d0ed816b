import { CONSOLE_API, type TMemberDetail, ZMemberPasswordBody } from '@storefront/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules, sameAsRule } from '../../../../lib/form/field-rules';
import { useSubmit } from '../../../../lib/use-submit';
import { callConsole } from '../../lib/call-console';

type TValues = { password: string; confirm: string };

/** Sets a new password for a member (the members' own rule); they are logged out everywhere. */
export function PasswordForm(props: { member: TMemberDetail; onClose: () => void; onSaved: () => void }) {
  const { member, onClose, onSaved } = props;
  const { t } = useTranslation(['console-members', 'console', 'shared']);
  const [form] = Form.useForm<TValues>();
  const { isBusy, run } = useSubmit();

  const save = (values: TValues) =>
    run(async () => {
      await callConsole(CONSOLE_API.members.password, {
        body: { id: member.id, password: values.password },
        showSuccessMessage: true,
      });
      onSaved();
    });

  return (
    <Modal
      open
      title={t('password.title', { name: member.username })}
      okText={t('password.submit')}
      cancelText={t('console:action.cancel')}
      confirmLoading={isBusy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('password.notice')} className="sf-member-dialog-notice" />
      <Form<TValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={fieldRules(ZMemberPasswordBody.shape.password, t, { trim: false })}
        >
          <Input.Password autoComplete="new-password" data-testid="member-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[{ required: true, message: t('shared:validation.required') }, sameAsRule('password', t)]}
        >
          <Input.Password autoComplete="new-password" data-testid="member-password-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
