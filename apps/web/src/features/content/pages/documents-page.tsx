import { FileProtectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentList } from '../components/content-list';
import '../styles/help.css';

/** `/md` without `doc`: every document of the site (terms, privacy, about), each opening at `/md?doc=`. */
export function DocumentsPage() {
  const { t } = useTranslation('content');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const query = { type: 'doc' as const, keyword: '', page: Number.isInteger(page) && page > 1 ? page : 1 };
  const onPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {}, { replace: true });

  return (
    <div className="sf-page sf-help" data-testid="documents-page">
      <header className="sf-help-head">
        <span className="sf-help-icon">
          <FileProtectOutlined />
        </span>
        <h1 className="sf-help-title">{t('docs.title')}</h1>
        <p className="sf-help-subtitle">{t('docs.subtitle')}</p>
      </header>
      <ContentList query={query} onPage={onPage} />
    </div>
  );
}
