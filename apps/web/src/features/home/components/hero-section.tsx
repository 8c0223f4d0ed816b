import { ArrowRightOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button/button';

export type THeroProps = {
  siteName: string;
  description: string;
  logoUrl: string;
  chatPath: string;
  storeName: string;
  showMemberCenter: boolean;
  isLoggedIn: boolean;
};

/** Landing hero: site name and description from the config, calls to chat and to the member centre. */
export function HeroSection(props: THeroProps) {
  const { t } = useTranslation('home');
  const { siteName, description, logoUrl, chatPath, storeName, showMemberCenter, isLoggedIn } = props;
  return (
    <section className="sf-hero" data-testid="home-hero">
      <div className="sf-hero-glow" aria-hidden="true" />
      {logoUrl ? <img className="sf-hero-logo" src={logoUrl} alt="" /> : null}
      <div className="sf-hero-eyebrow">{t('hero.eyebrow')}</div>
      <h1 className="sf-hero-title">{siteName}</h1>
      <p className="sf-hero-description">{description || t('hero.fallbackDescription')}</p>
      <div className="sf-hero-actions">
        <Link to={chatPath} data-testid="home-chat-cta">
          <Button type="primary" size="large" icon={<MessageOutlined />}>
            {storeName ? t('hero.chatWith', { store: storeName }) : t('hero.startChat')}
          </Button>
        </Link>
        {showMemberCenter ? (
          <Link to="/user" data-testid="home-member-cta">
            <Button size="large" icon={<ArrowRightOutlined />} iconPlacement="end">
              {isLoggedIn ? t('hero.openMemberCenter') : t('hero.joinMemberCenter')}
            </Button>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
