import type { TMenuRule } from '@storefront/shared';
import { useNavigate } from 'react-router';
import { showError } from '../../../lib/feedback';
import { translate } from '../../../lib/i18n/i18n';
import { menuTarget } from '../../router/member-menus';

/** Opens a member menu rule: in-app route, new tab for links, error for an unknown menu type. */
export function useOpenMemberRule(): (rule: TMenuRule) => void {
  const navigate = useNavigate();
  return (rule) => {
    const target = menuTarget(rule);
    if (target.kind === 'route') void navigate(target.to);
    else if (target.kind === 'link') window.open(target.url, '_blank', 'noopener,noreferrer');
    else showError(translate('shared:route.unknownMenuType'));
  };
}
