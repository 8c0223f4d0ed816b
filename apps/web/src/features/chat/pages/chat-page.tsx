import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export type TChatVariant = 'full' | 'new' | 'member' | 'classic';

/** The chat routes: full-screen (no layout) for visitors, inside the member centre for members. */
export function ChatPage({ variant }: { variant: TChatVariant }) {
  const { t } = useTranslation('chat');
  const isMember = variant === 'member' || variant === 'classic';
  const page = (
    <ComingSoon
      title={t(`${variant}.title`)}
      description={t(`${variant}.description`)}
      backTo={isMember ? '/user' : '/'}
      backLabel={isMember ? t('backToMemberCenter') : undefined}
    />
  );
  if (isMember) return page;
  return (
    <div className="sf-fullscreen" data-testid="chat-page">
      {page}
    </div>
  );
}
