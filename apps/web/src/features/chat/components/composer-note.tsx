import type { TChatInit } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';

type TNoteProps = { init: TChatInit; freeCountLeft: number | null; onLogin: () => void };

/** Visitors: free messages left today (and a way to log in); members: what an answer costs, if anything. */
export function ComposerNote({ init, freeCountLeft, onLogin }: TNoteProps) {
  const { t } = useTranslation('chat');
  if (freeCountLeft === null) {
    return init.score_per_message > 0 ? (
      <span>{t('note.cost', { count: init.score_per_message })}</span>
    ) : null;
  }
  const needsLogin = init.loginset === 1 || freeCountLeft === 0;
  return (
    <span
      className={needsLogin ? 'sf-chat-free is-out' : 'sf-chat-free'}
      data-testid="free-count"
      data-left={freeCountLeft}
    >
      {init.loginset === 1 ? t('note.loginRequired') : t('note.freeLeft', { count: freeCountLeft })}
      <Button type="link" size="small" className="sf-chat-free-login" onClick={onLogin}>
        {t('note.login')}
      </Button>
    </span>
  );
}
