import { loadInAntdScope } from '../../../components/antd-part';
import { lazyDialog } from '../../../lib/lazy-dialog';

/** Forgot password's dialog: its form comes the first time it opens, or once the sign-in page is idle. */
export const RetrievePasswordDialog = lazyDialog(() =>
  loadInAntdScope(() => import('./retrieve-password-modal').then((module) => module.RetrievePasswordModal)),
);
