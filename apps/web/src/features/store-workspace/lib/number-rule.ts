import type { FormRule } from 'antd';
import { issueMessage, type TFieldSchema } from '../../../lib/form/field-rules';

type TTranslate = (key: string) => string;

/** A number input checked by a shared zod field (empty passes: whether it is needed is another rule). */
export function numberRule(schema: TFieldSchema, t: TTranslate): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      const message = issueMessage(schema, value, t);
      if (message) throw new Error(message);
    },
  };
}

/** Both of two fields or neither (a location's latitude and longitude): the shared message otherwise. */
export function pairedRule(other: string, t: TTranslate): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const isSet = (item: unknown) => item !== null && item !== undefined && item !== '';
      if (isSet(value) !== isSet(getFieldValue(other))) {
        throw new Error(t('shared:validation.coordinates'));
      }
    },
  });
}
