import type { TConsoleStore } from '@storefront/shared';
import type { FormInstance } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import type { TCaptchaDialog } from '../../../components/verification-code/types';

export type TAreaPickerProps = {
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** Allow stopping at a province or city (a filter) instead of a full address. */
  changeOnSelect?: boolean;
  placeholder?: string;
};

/**
 * The store editors the console's store areas show (built once for the console and My store): the app binds
 * them to the console's calls. `canManageProvider`: the operator is a site owner.
 */
export interface TConsoleWorkspace {
  /** A store's card; its drawer submits it with `form.submit()`. */
  StoreForm: ComponentType<{
    form: FormInstance;
    store?: TConsoleStore;
    onSaved: (store: TConsoleStore) => void;
    onBusyChange: (isBusy: boolean) => void;
    onEdited: () => void;
  }>;
  AssistantEditor: ComponentType<{ storeId: number; canManageProvider: boolean }>;
  KnowledgeManager: ComponentType<{ storeId: number }>;
  /** The store's publish button, marked when its draft has changes. */
  PublishAction: ComponentType<{ storeId: number }>;
  /** One store's conversations, or every store's without `storeId`. */
  ConversationBrowser: ComponentType<{ storeId?: number }>;
  UnansweredList: ComponentType<{ storeId?: number }>;
}

/** What the app hands the console (features do not import each other). */
export interface TConsoleChrome {
  /** Language and theme switches for the header and the login page. */
  toolbar: ReactNode;
  Captcha: TCaptchaDialog;
  /** The province, city and district picker. */
  AreaPicker: ComponentType<TAreaPickerProps>;
  workspace: TConsoleWorkspace;
}
