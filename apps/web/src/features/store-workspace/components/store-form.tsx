import {
  STORE_FIELD_LIMITS,
  STORE_STATUSES,
  STORE_TEXT_RULES,
  type TConsoleStore,
  ZStoreFields,
  zLatitude,
  zLongitude,
} from '@storefront/shared';
import { Col, Form, type FormInstance, Input, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useWorkspaceChrome } from '../hooks/use-workspace-chrome';
import { numberRule, pairedRule } from '../lib/number-rule';
import { showSchemaErrors } from '../lib/schema-errors';
import type { TStoreValues, TUploadImage } from '../types';
import { BilingualField } from './bilingual-field';
import { LogoUpload } from './logo-upload';

export type TStoreFormValues = Omit<TStoreValues, 'province_code' | 'city_code' | 'district_code'> & {
  area: string[];
};

const NO_TEXT = { 'zh-cn': '', en: '' };

/** The texts the form checks as a whole with the shared rule (a name in at least one language). */
const ZStoreTexts = ZStoreFields.pick({ name: true, address: true, description: true });

function toFormValues(store: TConsoleStore | undefined): TStoreFormValues {
  return {
    name: store?.localized.name ?? NO_TEXT,
    logo: store?.logo ?? '',
    area: store ? [store.province_code, store.city_code, store.district_code].filter(Boolean) : [],
    address: store?.localized.address ?? NO_TEXT,
    lat: store?.lat ?? null,
    lng: store?.lng ?? null,
    phone: store?.phone ?? '',
    hours: store?.hours ?? '',
    description: store?.localized.description ?? NO_TEXT,
    status: store?.status ?? 'open',
    featured: store?.featured ?? false,
    is_default: store?.is_default ?? false,
  };
}

function toStoreValues({ area, ...values }: TStoreFormValues): TStoreValues {
  const [province = '', city = '', district = ''] = area;
  return { ...values, province_code: province, city_code: city, district_code: district };
}

export type TStoreFormProps = {
  form: FormInstance<TStoreFormValues>;
  /** The store as saved; none for a new one. */
  store?: TConsoleStore;
  /** Operators also set whether the store is open, featured and the site's default. */
  showMarks: boolean;
  save: (values: TStoreValues) => Promise<TConsoleStore>;
  uploadLogo: TUploadImage;
  onSaved: (store: TConsoleStore) => void;
  onBusyChange?: (isBusy: boolean) => void;
  /** A person changed a field (the form's owner keeps its unsaved state). */
  onEdited: () => void;
};

/**
 * A store's card: name, logo, area and address, coordinates, phone, opening hours and description, the texts in
 * Chinese and English side by side, each checked by the shared rule; submit it with `form.submit()`.
 */
export function StoreForm({
  form,
  store,
  showMarks,
  save,
  uploadLogo,
  onSaved,
  onBusyChange,
  onEdited,
}: TStoreFormProps) {
  const { t } = useTranslation(['store-workspace', 'shared']);
  const { AreaPicker } = useWorkspaceChrome();
  const { run } = useSubmit();
  const fields = ZStoreFields.shape;

  const handleFinish = (values: TStoreFormValues) => {
    if (showSchemaErrors(form, ZStoreTexts, values, t)) return;
    onBusyChange?.(true);
    void run(async () => onSaved(await save(toStoreValues(values)))).finally(() => onBusyChange?.(false));
  };

  return (
    <Form<TStoreFormValues>
      form={form}
      name="store-form"
      layout="vertical"
      initialValues={toFormValues(store)}
      onFinish={handleFinish}
      onValuesChange={onEdited}
      className="sf-ws-store-form"
    >
      <Typography.Paragraph type="secondary">{t('store.languagesHelp')}</Typography.Paragraph>
      <BilingualField name="name" label={t('store.name')} rule={STORE_TEXT_RULES.name}>
        {(language) => (
          <Input maxLength={STORE_FIELD_LIMITS.nameMax} showCount data-testid={`store-name-${language}`} />
        )}
      </BilingualField>
      <Form.Item name="logo" label={t('store.logo')}>
        <LogoUpload upload={uploadLogo} />
      </Form.Item>
      <Form.Item name="area" label={t('store.area')}>
        <AreaPicker placeholder={t('store.areaPlaceholder')} />
      </Form.Item>
      <BilingualField name="address" label={t('store.address')} rule={STORE_TEXT_RULES.address}>
        {(language) => (
          <Input maxLength={STORE_FIELD_LIMITS.addressMax} data-testid={`store-address-${language}`} />
        )}
      </BilingualField>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="lat"
            label={t('store.lat')}
            dependencies={['lng']}
            rules={[numberRule(zLatitude, t), pairedRule('lng', t)]}
          >
            <InputNumber className="sf-ws-full" min={-90} max={90} step={0.000001} data-testid="store-lat" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="lng"
            label={t('store.lng')}
            dependencies={['lat']}
            rules={[numberRule(zLongitude, t), pairedRule('lat', t)]}
          >
            <InputNumber
              className="sf-ws-full"
              min={-180}
              max={180}
              step={0.000001}
              data-testid="store-lng"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="phone"
        label={t('store.phone')}
        rules={fieldRules(fields.phone, t, { required: false })}
      >
        <Input maxLength={STORE_FIELD_LIMITS.phoneMax} inputMode="tel" data-testid="store-phone-input" />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t('store.hours')}
        extra={t('store.hoursHelp')}
        rules={fieldRules(fields.hours, t, { required: false })}
      >
        <Input placeholder="08:00-22:00" data-testid="store-hours-input" />
      </Form.Item>
      <BilingualField name="description" label={t('store.description')} rule={STORE_TEXT_RULES.description}>
        {(language) => (
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={STORE_FIELD_LIMITS.descriptionMax}
            showCount
            data-testid={`store-description-${language}`}
          />
        )}
      </BilingualField>
      {showMarks ? (
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item name="status" label={t('store.status')}>
              <Radio.Group
                optionType="button"
                options={STORE_STATUSES.map((status) => ({
                  value: status,
                  label: t(`store.status.${status}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item name="featured" label={t('store.featured')} valuePropName="checked">
              <Switch data-testid="store-featured" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item
              name="is_default"
              label={t('store.isDefault')}
              valuePropName="checked"
              tooltip={t('store.isDefaultHelp')}
            >
              <Switch data-testid="store-default" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
    </Form>
  );
}
