import { AimOutlined, SearchOutlined } from '@ant-design/icons';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field/text-field';
import type { TAreaPickerProps, TStoreFilters } from '../types';

type TStoreSearchBarProps = {
  filters: TStoreFilters;
  onChange: (patch: Partial<TStoreFilters>) => void;
  AreaPicker: ComponentType<TAreaPickerProps>;
  isLocating: boolean;
  onNearMe: () => void;
};

/** Keyword, area (province / city / district) and "near me", in one bar that stacks on a phone. */
export function StoreSearchBar({
  filters,
  onChange,
  AreaPicker,
  isLocating,
  onNearMe,
}: TStoreSearchBarProps) {
  const { t } = useTranslation('stores');
  const [keyword, setKeyword] = useState(filters.keyword);
  // The address is the source of truth: a back/forward or a cleared filter resets the box.
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  return (
    <search className="sf-store-search" data-testid="store-search">
      <TextField
        className="sf-store-search-keyword"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        value={keyword}
        maxLength={50}
        data-testid="store-keyword"
        onChange={(value) => {
          setKeyword(value);
          if (value === '') onChange({ keyword: '' });
        }}
        onPressEnter={() => onChange({ keyword })}
      />
      <AreaPicker
        className="sf-store-search-area"
        size="large"
        changeOnSelect
        placeholder={t('search.area')}
        aria-label={t('search.area')}
        value={filters.area}
        onChange={(codes) => onChange({ area: codes })}
      />
      <div className="sf-store-search-actions">
        <Button
          size="large"
          type="primary"
          icon={<SearchOutlined />}
          data-testid="store-search-submit"
          onClick={() => onChange({ keyword })}
        >
          {t('search.submit')}
        </Button>
        <Button
          size="large"
          icon={<AimOutlined />}
          loading={isLocating}
          onClick={onNearMe}
          data-testid="near-me"
        >
          {isLocating ? t('search.locating') : t('search.nearMe')}
        </Button>
      </div>
    </search>
  );
}
