import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { useSite } from '../../features/site';
import { findMemberRule } from '../router/member-menus';
import { NotFoundPage } from './not-found-page';

/** `/user/*`: a member menu or route rule from the server without a page of its own yet; else 404. */
export function MemberRulePage() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const { menus, rules } = useSite();
  const rule = findMemberRule([...menus, ...rules], pathname);
  if (!rule) return <NotFoundPage />;
  return <ComingSoon title={rule.title} description={t('common.comingSoonDescription')} backTo="/user" />;
}
