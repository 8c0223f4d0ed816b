import { LANGUAGES, type TLanguage } from '@storefront/shared';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRules, type TFieldSchema } from '../../../lib/form/field-rules';

/** A field's label with the language its input is written in: two inputs side by side need telling apart. */
export function useLanguageLabel() {
  const { t } = useTranslation('store-workspace');
  return (label: string, language: TLanguage) =>
    t('language.field', { field: label, language: t(`language.${language}`) });
}

/**
 * One text written per language: its Chinese and English inputs side by side (stacked in a narrow form), each
 * labelled with its language and checked by the same shared rule. A language may be left empty: visitors
 * reading it see the other one's.
 */
export function BilingualField({
  name,
  label,
  rule,
  children,
}: {
  name: string;
  label: string;
  rule: TFieldSchema;
  children: (language: TLanguage) => ReactNode;
}) {
  const { t } = useTranslation(['store-workspace', 'shared']);
  const labelIn = useLanguageLabel();
  return (
    <div className="sf-ws-languages">
      {LANGUAGES.map((language) => (
        <Form.Item
          key={language}
          name={[name, language]}
          label={labelIn(label, language)}
          rules={fieldRules(rule, t, { required: false })}
        >
          {children(language)}
        </Form.Item>
      ))}
    </div>
  );
}
