import {
  CONSOLE_API,
  MENU_TYPES,
  parseLanguage,
  RULE_TYPES,
  RULE_TYPES_WITH_MENU_TYPE,
  type TConsoleRule,
  type TRuleFields,
  ZRuleFields,
  ZRuleInput,
} from '@storefront/shared';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_ICON_NAMES, RuleIcon } from '../../../../components/rule-icon';
import { fieldRules } from '../../../../lib/form/field-rules';
import { showSchemaIssues } from '../../../../lib/form/schema-issues';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useSubmit } from '../../../../lib/use-submit';
import { BilingualField } from '../../components/bilingual-field';
import { FormDrawer } from '../../components/form-drawer';
import { callConsole } from '../../lib/call-console';
import { parentOptions } from './rule-tree';

const field = ZRuleFields.shape;
const hasMenuType = (type: string | undefined) =>
  (RULE_TYPES_WITH_MENU_TYPE as readonly string[]).includes(type ?? '');

/** What a new rule starts from: a member-centre tab under `pid`. */
const blankRule = (pid: number): TRuleFields => ({
  pid,
  type: 'menu',
  title: { 'zh-cn': '', en: '' },
  name: '',
  path: '',
  icon: '',
  menu_type: 'tab',
  url: '',
  no_login_valid: false,
  weigh: 0,
  status: 'enable',
});

type TRuleFormProps = {
  tree: TConsoleRule[];
  /** The rule edited, or a new one's parent. */
  editing: { rule: TConsoleRule } | { pid: number };
  onClose: () => void;
  onSaved: () => void;
};

/** Adds or edits a rule in a drawer; the shared rule checks the whole of it before it is sent. */
export function RuleForm({ tree, editing, onClose, onSaved }: TRuleFormProps) {
  const { t, i18n } = useTranslation(['console-rules', 'console', 'shared']);
  const lang = parseLanguage(i18n.language) ?? 'zh-cn';
  const [form] = Form.useForm<TRuleFields>();
  const { isBusy, run } = useSubmit();
  const unsaved = useUnsavedChanges();
  const rule = 'rule' in editing ? editing.rule : undefined;
  const type = Form.useWatch('type', form);
  const menuType = Form.useWatch('menu_type', form);
  const opensUrl = hasMenuType(type) && (menuType === 'link' || menuType === 'iframe');

  const handleFinish = () => {
    const values = form.getFieldsValue(true) as TRuleFields;
    // A new rule without a name is named after its path, the usual choice.
    const named = values.name ? values : { ...values, name: values.path.replace(/^\/+/, '') };
    if (!showSchemaIssues(form, ZRuleInput, named, t)) return;
    void run(async () => {
      if (rule) {
        await callConsole(CONSOLE_API.rules.edit, {
          body: { ...named, id: rule.id },
          showSuccessMessage: true,
        });
      } else {
        await callConsole(CONSOLE_API.rules.add, { body: named, showSuccessMessage: true });
      }
      onSaved();
      onClose();
    });
  };

  const initialValues: TRuleFields = rule
    ? (({ id: _id, update_time: _time, children: _children, ...fields }) => fields)(rule)
    : blankRule('pid' in editing ? editing.pid : 0);

  return (
    <FormDrawer
      title={t(rule ? 'edit' : 'add')}
      open
      busy={isBusy}
      isDirty={unsaved.isDirty}
      onClose={onClose}
      onSave={() => form.submit()}
      testId="rule-form"
      width={600}
    >
      <Form<TRuleFields>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={handleFinish}
        onValuesChange={unsaved.markChanged}
      >
        <Form.Item name="pid" label={t('field.parent')}>
          <TreeSelect
            treeData={[{ value: 0, title: t('topLevel'), children: parentOptions(tree, lang, rule?.id) }]}
            treeDefaultExpandAll
            data-testid="rule-parent"
          />
        </Form.Item>
        <Form.Item name="type" label={t('field.type')} extra={type ? t(`typeHelp.${type}`) : undefined}>
          <Select
            options={RULE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
            data-testid="rule-type"
          />
        </Form.Item>
        <BilingualField
          name="title"
          label={t('field.title')}
          schema={field.title.shape.en}
          required
          maxLength={50}
          testIdPrefix="rule"
        />
        {hasMenuType(type) ? (
          <Form.Item name="menu_type" label={t('field.menuType')}>
            <Radio.Group
              optionType="button"
              options={MENU_TYPES.map((value) => ({ value, label: t(`menuType.${value}`) }))}
            />
          </Form.Item>
        ) : null}
        {opensUrl ? (
          <Form.Item
            name="url"
            label={t('field.url')}
            required
            rules={fieldRules(field.url, t, { required: false })}
          >
            <Input placeholder="https://" data-testid="rule-url" />
          </Form.Item>
        ) : (
          <Form.Item
            name="path"
            label={t('field.path')}
            extra={t('field.pathHelp')}
            required
            rules={fieldRules(field.path, t, { required: false })}
          >
            <Input data-testid="rule-path" />
          </Form.Item>
        )}
        <Row gutter={[16, 0]}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('field.name')}
              extra={t('field.nameHelp')}
              rules={fieldRules(field.name, t, { required: false })}
            >
              <Input data-testid="rule-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="icon" label={t('field.icon')} normalize={(name?: string) => name ?? ''}>
              <Select
                allowClear
                showSearch
                options={RULE_ICON_NAMES.map((name) => ({
                  value: name,
                  label: (
                    <span>
                      <RuleIcon name={name} /> {name}
                    </span>
                  ),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="weigh" label={t('field.weigh')} extra={t('field.weighHelp')}>
              <InputNumber<number> precision={0} className="sf-rules-number" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="no_login_valid" label={t('field.noLogin')} valuePropName="checked">
              <Switch data-testid="rule-no-login" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="status"
              label={t('field.status')}
              valuePropName="checked"
              getValueProps={(status: string) => ({ checked: status === 'enable' })}
              normalize={(isOn: boolean) => (isOn ? 'enable' : 'disable')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDrawer>
  );
}
