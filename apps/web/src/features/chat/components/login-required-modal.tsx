import { LockOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentPath, loginPath, navigateTo } from '../../../lib/navigator';

/**
 * Asked when the server wants a login (free messages used up, or the store requires one). The login and
 * register pages bring the visitor back here (`?to=`), where the chat init hands the visitor's conversations
 * to the member, so the conversation is still on screen.
 */
export function LoginRequiredModal({
  open,
  message,
  onClose,
}: {
  open: boolean;
  /** The server's reason, or empty for the general one. */
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const back = encodeURIComponent(currentPath());
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={400}
      rootClassName="sf-chat-login-modal"
      destroyOnHidden
    >
      <div className="sf-chat-login" data-testid="login-required">
        <div className="sf-chat-login-icon">
          <LockOutlined />
        </div>
        <h3 className="sf-chat-login-title">{t('login.title')}</h3>
        <p className="sf-chat-login-text">{message || t('login.text')}</p>
        <p className="sf-chat-login-hint">{t('login.keep')}</p>
        <Button
          type="primary"
          size="large"
          block
          autoFocus
          data-testid="login-required-login"
          onClick={() => navigateTo(loginPath())}
        >
          {t('login.login')}
        </Button>
        <Button
          size="large"
          block
          data-testid="login-required-register"
          onClick={() => navigateTo(`/register?to=${back}`)}
        >
          {t('login.register')}
        </Button>
      </div>
    </Modal>
  );
}
