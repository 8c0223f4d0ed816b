import { fullUrl } from '@storefront/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeolocation } from '../hooks/use-geolocation';
import { useStoreFilters } from '../hooks/use-store-filters';
import type { TAreaPickerProps, TStoreFilters } from '../types';
import { BrowseResults } from './browse-results';
import { NearMeNotice } from './near-me-notice';
import { NearbyResults } from './nearby-results';
import { StoreSearchBar } from './store-search-bar';
import '../styles/stores.css';
import '../styles/store-card.css';

export type TStoreDirectoryProps = {
  /** The province / city / district picker (features/area, passed in by the app). */
  AreaPicker: ComponentType<TAreaPickerProps>;
  /** Base URL for relative logo paths (site config). */
  cdnUrl: string;
};

/**
 * Store discovery: search by keyword and area, or "near me" by the browser's position. Filters live in the
 * address; the nearby list replaces the filtered one until the visitor searches again or leaves it.
 */
export function StoreDirectory({ AreaPicker, cdnUrl }: TStoreDirectoryProps) {
  const { t } = useTranslation('stores');
  const { filters, setFilters } = useStoreFilters();
  const geo = useGeolocation();
  const logoUrl = (logo: string) => (logo ? fullUrl(logo, cdnUrl) : '');

  const handleFilters = (patch: Partial<TStoreFilters>) => {
    geo.reset();
    setFilters(patch);
  };

  return (
    <section className="sf-store-directory" data-testid="store-directory" aria-label={t('directory.label')}>
      <StoreSearchBar
        filters={filters}
        onChange={handleFilters}
        AreaPicker={AreaPicker}
        isLocating={geo.status === 'locating'}
        onNearMe={geo.locate}
      />
      <NearMeNotice status={geo.status} onRetry={geo.locate} />
      {geo.coords ? (
        <NearbyResults coords={geo.coords} logoUrl={logoUrl} onLeave={geo.reset} />
      ) : (
        <BrowseResults
          filters={filters}
          logoUrl={logoUrl}
          onClear={() => handleFilters({ keyword: '', area: [] })}
        />
      )}
    </section>
  );
}
