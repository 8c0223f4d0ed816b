import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadInAntdScope } from '../../components/antd-part';
import type { TConsoleChrome, TConsoleWorkspace } from '../../features/console';
import { i18n } from '../../lib/i18n/i18n';
import { LangSwitch } from '../layouts/header/lang-switch';
import { ThemeSwitch } from '../layouts/header/theme-switch';
import { RouteErrorPage } from '../pages/route-error-page';
import { AreaPicker } from './area-picker';
import { CaptchaDialog } from './captcha-dialog';

const toolbar = (
  <>
    <LangSwitch />
    <ThemeSwitch />
  </>
);

/** The store workspace's editors come with the first store area an operator opens, in a chunk of their own. */
const loadWorkspace = () =>
  Promise.all([import('./console-workspace'), i18n.loadNamespaces(['store-workspace'])]).then(
    ([module]) => module.consoleWorkspace,
  );

function lazyPart<P extends object>(
  pick: (workspace: TConsoleWorkspace) => ComponentType<P>,
): ComponentType<P> {
  const Part = lazy(() => loadWorkspace().then((workspace) => ({ default: pick(workspace) })));
  return function WorkspacePart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

const workspace: TConsoleWorkspace = {
  StoreForm: lazyPart((parts) => parts.StoreForm),
  AssistantEditor: lazyPart((parts) => parts.AssistantEditor),
  KnowledgeManager: lazyPart((parts) => parts.KnowledgeManager),
  PublishAction: lazyPart((parts) => parts.PublishAction),
  ConversationBrowser: lazyPart((parts) => parts.ConversationBrowser),
  UnansweredList: lazyPart((parts) => parts.UnansweredList),
};

const chrome: TConsoleChrome = { toolbar, Captcha: CaptchaDialog, AreaPicker, workspace };

/**
 * `/admin/*`: the operator console, its code in chunks of its own that load only here. The app hands it the
 * language and theme switches, the captcha dialog, the area picker and the store workspace's editors
 * (features do not import each other).
 */
export const consoleRoute: RouteObject = {
  path: '/admin/*',
  loader: async () => {
    await i18n.loadNamespaces(['console', 'captcha', 'area']);
    return null;
  },
  // In antd's scope like every other page: its locale (pagination, date pickers, empty tables) follows the
  // reader's language, and its theme the light or dark mode.
  lazy: async () => ({
    Component: await loadInAntdScope(() =>
      import('../../features/console').then(
        ({ ConsoleApp }) =>
          function ConsoleRoute() {
            return <ConsoleApp {...chrome} />;
          },
      ),
    ),
  }),
  errorElement: <RouteErrorPage />,
};
