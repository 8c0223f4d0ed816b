import { type ComponentProps, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { TCaptchaDialog } from '../../components/verification-code/types';
import { i18n } from '../../lib/i18n/i18n';
import { LangSwitch } from '../layouts/header/lang-switch';
import { ThemeSwitch } from '../layouts/header/theme-switch';
import { RouteErrorPage } from '../pages/route-error-page';

const LazyCaptcha = lazy(() =>
  import('../../features/captcha').then((m) => ({ default: m.ClickCaptchaModal })),
);

/** The captcha dialog's code comes only when the console's login asks for it. */
function Captcha(props: ComponentProps<TCaptchaDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyCaptcha {...props} />
    </Suspense>
  );
}

const toolbar = (
  <>
    <LangSwitch />
    <ThemeSwitch />
  </>
);

/**
 * `/admin/*`: the operator console, its code in chunks of its own that load only here. The app hands it the
 * language and theme switches and the captcha dialog (features do not import each other).
 */
export const consoleRoute: RouteObject = {
  path: '/admin/*',
  loader: async () => {
    await i18n.loadNamespaces(['console', 'captcha']);
    return null;
  },
  lazy: async () => {
    const { ConsoleApp } = await import('../../features/console');
    return {
      Component: function ConsoleRoute() {
        return <ConsoleApp toolbar={toolbar} Captcha={Captcha} />;
      },
    };
  },
  errorElement: <RouteErrorPage />,
};
