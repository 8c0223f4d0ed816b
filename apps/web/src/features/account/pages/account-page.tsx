import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export type TAccountSection =
  | 'overview'
  | 'balance'
  | 'integral'
  | 'profile'
  | 'editinfo'
  | 'changePassword'
  | 'baseinfo';

/** The member-centre account pages. */
export function AccountPage({ section }: { section: TAccountSection }) {
  const { t } = useTranslation('account');
  return <ComingSoon title={t(`${section}.title`)} description={t(`${section}.description`)} backTo="/" />;
}
