import { DEFAULT_AVATAR } from '@storefront/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import type { TAccountSection } from '../../features/account/pages/account-page';
import type { TAccountChrome, TAvatarInputProps } from '../../features/account/types';
import { patchUserInfo, siteIndexQuery, useSite, useUserInfo } from '../../features/site';
import { queryClient } from '../providers/query-client';
import { CaptchaDialog } from './captcha-dialog';

/** Member site data again (header and aside follow), skipped when it is younger than `maxAgeMs`. */
function reloadMember(maxAgeMs = 0): Promise<unknown> {
  return queryClient.fetchQuery({ ...siteIndexQuery(true), staleTime: maxAgeMs });
}

/** The avatar picker and its cropper come with the profile form, the one page that shows it. */
const AvatarUpload = lazy(() => import('../../features/upload').then((m) => ({ default: m.AvatarUpload })));
function AvatarInput(props: TAvatarInputProps) {
  const { site } = useSite();
  return (
    <Suspense fallback={null}>
      <AvatarUpload {...props} fallback={DEFAULT_AVATAR} settings={site.upload} cdnUrl={site.cdnUrl} />
    </Suspense>
  );
}

/**
 * Composes an account page: the captcha dialog and the avatar picker (set up with the site's upload limits)
 * from their features, the member from the site data, and the ways to show changed member info.
 */
export async function loadAccountPage(section: TAccountSection): Promise<ComponentType> {
  const page = await import('../../features/account/pages/account-page');
  await page.preloadAccountSection(section);
  const chrome: TAccountChrome = {
    Captcha: CaptchaDialog,
    AvatarInput,
    patchMember: patchUserInfo,
    reloadMember,
  };

  return function AccountRoute() {
    const member = useUserInfo();
    const { site } = useSite();
    return <page.AccountPage section={section} member={member} cdnUrl={site.cdnUrl} chrome={chrome} />;
  };
}
