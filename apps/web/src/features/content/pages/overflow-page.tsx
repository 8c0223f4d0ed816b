import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsLoggedIn } from '../../../lib/session';
import { OverflowOption } from '../components/overflow-option';
import { chatPath, overflowActions, readReason, type TOverflowAction } from '../lib/overflow';
import '../styles/overflow.css';
import { StatusResult } from '../../../components/status-result/status-result';

function targetOf(action: TOverflowAction, chat: string): string {
  const back = encodeURIComponent(chat);
  switch (action) {
    case 'login':
      return `/user/login?to=${back}`;
    case 'register':
      return `/user/login?type=register&to=${back}`;
    case 'checkPoints':
      return '/user/account/integral';
    case 'getPoints':
      return '/instructions';
    case 'backToChat':
      return chat;
    case 'tomorrow':
    case 'otherStores':
      return '/';
  }
}

/** `/overflow?reason=free|points`: why the chat stopped, and what to do now. */
export function OverflowPage() {
  const { t } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const reason = readReason(searchParams.get('reason'));
  const chat = chatPath(searchParams.get('storeuuid'));
  const actions = overflowActions(reason, isLoggedIn);
  return (
    <div className="sf-page sf-overflow" data-testid="overflow-page" data-reason={reason}>
      <StatusResult
        status={reason === 'points' ? 'warning' : 'info'}
        title={<span data-testid="overflow-title">{t(`overflow.${reason}.title`)}</span>}
        subTitle={t(`overflow.${reason}.text`)}
      />
      <h2 className="sf-overflow-next">{t('overflow.next')}</h2>
      <div className="sf-overflow-options">
        {actions.map((action, index) => (
          <OverflowOption key={action} action={action} to={targetOf(action, chat)} isPrimary={index === 0} />
        ))}
      </div>
    </div>
  );
}
