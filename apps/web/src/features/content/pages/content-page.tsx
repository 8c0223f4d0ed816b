import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export type TContentKind = 'demo' | 'example' | 'guide' | 'instructions' | 'article' | 'md' | 'overflow';

/** Public content routes: demo, examples, guides, help centre, documents, usage limit notice. */
export function ContentPage({ kind }: { kind: TContentKind }) {
  const { t } = useTranslation('content');
  return (
    <div className="sf-page">
      <ComingSoon title={t(`${kind}.title`)} description={t(`${kind}.description`)} />
    </div>
  );
}
