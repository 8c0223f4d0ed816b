export { StoreDirectory, type TStoreDirectoryProps } from './components/store-directory';
export { StoreProfile } from './components/store-profile';
export type { TAreaPickerProps } from './types';
