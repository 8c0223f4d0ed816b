import { AppstoreOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SnippetBox } from '../components/snippet-box';
import { WidgetEmbed } from '../components/widget-embed';
import { widgetSnippet } from '../lib/widget-snippet';
import '../styles/demo.css';
import '../styles/snippet.css';

const STEPS = ['copy', 'paste', 'chat'] as const;

type TDemoPageProps = {
  /** The demo store (the site's default store). */
  storeuuid: string;
  /** The store's own page (features/stores), passed in by the app. */
  storeProfile: ReactNode;
};

/** `/demo`: a sample store page with the live chat widget on it, and the snippet that puts it on any site. */
export function DemoPage({ storeuuid, storeProfile }: TDemoPageProps) {
  const { t } = useTranslation('content');
  const snippet = widgetSnippet(window.location.origin, storeuuid);
  return (
    <div className="sf-page sf-demo" data-testid="demo-page">
      <header className="sf-demo-head">
        <span className="sf-demo-badge">
          <AppstoreOutlined /> {t('demo.badge')}
        </span>
        <h1 className="sf-demo-title">{t('demo.heading')}</h1>
        <p className="sf-demo-lead">{t('demo.lead')}</p>
      </header>
      <div className="sf-demo-grid">
        <section className="sf-demo-site" aria-label={t('demo.sampleLabel')}>
          <div className="sf-demo-browser" aria-hidden="true">
            <span />
            <span />
            <span />
            <div className="sf-demo-address">{t('demo.sampleAddress')}</div>
          </div>
          <div className="sf-demo-site-body">{storeProfile}</div>
          <p className="sf-demo-hint">{t('demo.widgetHint')}</p>
        </section>
        <section className="sf-demo-install" aria-labelledby="sf-demo-install-title">
          <h2 id="sf-demo-install-title" className="sf-demo-install-title">
            {t('demo.installTitle')}
          </h2>
          <ol className="sf-demo-steps">
            {STEPS.map((step) => (
              <li key={step}>
                <strong>{t(`demo.step.${step}.title`)}</strong>
                <span>{t(`demo.step.${step}.text`)}</span>
              </li>
            ))}
          </ol>
          <SnippetBox snippet={snippet} />
          <p className="sf-demo-note">{t('demo.note')}</p>
        </section>
      </div>
      <WidgetEmbed storeuuid={storeuuid} />
    </div>
  );
}
