import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button/button';

/** Closing call to action. */
export function CtaBand({ chatPath }: { chatPath: string }) {
  const { t } = useTranslation('home');
  return (
    <section className="sf-cta">
      <div>
        <h2 className="sf-cta-title">{t('cta.title')}</h2>
        <p className="sf-cta-text">{t('cta.text')}</p>
      </div>
      <Link to={chatPath}>
        <Button type="primary" size="large" icon={<MessageOutlined />}>
          {t('hero.startChat')}
        </Button>
      </Link>
    </section>
  );
}
