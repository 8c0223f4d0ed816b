/** What a store card shows; the list answers are mapped to this by `lib/store-card-view.ts`. */
export type TStoreCardView = {
  storeuuid: string;
  name: string;
  logo: string;
  address: string;
  /** City and district names, '' when the store has no area. */
  area: string;
  hours: string;
  status: string;
  description: string;
  isFeatured: boolean;
  /** Kilometres from the visitor, when the list came from "near me". */
  distanceKm?: number;
};

/** The filters of the store list, as kept in the address (`?keyword=&area=310000,310100`). */
export type TStoreFilters = { keyword: string; area: string[] };

/** The area picker the app passes in (features do not import each other). */
export type TAreaPickerProps = {
  value?: string[];
  onChange?: (codes: string[], labels: string[]) => void;
  changeOnSelect?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  size?: 'small' | 'middle' | 'large';
  className?: string;
};
