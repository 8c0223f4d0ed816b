import { LANGUAGES } from '@storefront/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules, type TFieldSchema } from '../../../lib/form/field-rules';
import './bilingual-field.css';

type TBilingualFieldProps = {
  name: string;
  label: string;
  /** The shared rule of one language's text. */
  schema: TFieldSchema;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  /** `data-testid` of each input: `<prefix>-<name>-<language>`. */
  testIdPrefix: string;
};

/** A text shown to users, typed once per language side by side (stacked on a phone). */
export function BilingualField(props: TBilingualFieldProps) {
  const { name, label, schema, required = false, multiline, maxLength, testIdPrefix } = props;
  const { t } = useTranslation(['console', 'shared']);
  return (
    <Form.Item label={label} required={required} className="sf-console-bilingual">
      <Row gutter={[12, 0]}>
        {LANGUAGES.map((lang) => (
          <Col xs={24} md={12} key={lang}>
            {multiline ? <div className="sf-console-lang-caption">{t(`console:lang.${lang}`)}</div> : null}
            <Form.Item name={[name, lang]} rules={fieldRules(schema, t, { required })}>
              {multiline ? (
                <Input.TextArea
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  maxLength={maxLength}
                  data-testid={`${testIdPrefix}-${name}-${lang}`}
                />
              ) : (
                <Input
                  prefix={<span className="sf-console-lang">{t(`console:lang.${lang}`)}</span>}
                  maxLength={maxLength}
                  data-testid={`${testIdPrefix}-${name}-${lang}`}
                />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
