import { QuestionCircleOutlined } from '@ant-design/icons';
import { Input, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentList } from '../components/content-list';
import { HELP_TYPES, readHelpQuery, type THelpQuery, writeHelpQuery } from '../lib/help-query';
import '../styles/help.css';

/** `/instructions`: the help centre, with help articles, guides and example conversations, searchable. */
export function HelpCentrePage() {
  const { t } = useTranslation('content');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readHelpQuery(searchParams);
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const update = (patch: Partial<THelpQuery>) =>
    setSearchParams(writeHelpQuery({ ...query, page: 1, ...patch }), { replace: true });

  return (
    <div className="sf-page sf-help" data-testid="help-centre">
      <header className="sf-help-head">
        <span className="sf-help-icon">
          <QuestionCircleOutlined />
        </span>
        <h1 className="sf-help-title">{t('help.title')}</h1>
        <p className="sf-help-subtitle">{t('help.subtitle')}</p>
        <Input.Search
          className="sf-help-search"
          size="large"
          allowClear
          enterButton
          maxLength={50}
          placeholder={t('help.searchPlaceholder')}
          aria-label={t('help.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() })}
          data-testid="help-search"
        />
      </header>
      <Segmented
        className="sf-help-tabs"
        block
        value={query.type}
        options={HELP_TYPES.map((type) => ({ value: type, label: t(`help.tab.${type}`) }))}
        onChange={(type) => update({ type })}
      />
      <ContentList query={query} onPage={(page) => update({ page })} />
    </div>
  );
}
