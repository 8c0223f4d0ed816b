import { useTranslation } from 'react-i18next';
import { AccountHeader } from '../components/account-header';
import { BindingsPanel } from '../components/bindings-panel';
import { ProfileForm } from '../components/profile-form';

/** `/user/account/editinfo`: the profile form, then the email and mobile bindings. */
export function EditinfoPage() {
  const { t } = useTranslation('account');
  return (
    <div className="sf-account-page" data-testid="account-editinfo">
      <AccountHeader title={t('editinfo.title')} description={t('editinfo.description')} />
      <section className="sf-panel">
        <ProfileForm />
      </section>
      <BindingsPanel />
    </div>
  );
}
