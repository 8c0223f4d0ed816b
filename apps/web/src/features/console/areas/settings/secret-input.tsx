import { SECRET_MASK } from '@storefront/shared';
import { Button, Flex, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type TSecretInputProps = {
  value?: string;
  onChange?: (value: string) => void;
  /** What the server holds: the mask when a secret is set, '' when none is. */
  saved: string;
  testId: string;
};

/**
 * A password or key the server never sends back: a set one shows as "set" with a Change button; sending the
 * mask back keeps it, an empty field removes it, anything else replaces it.
 */
export function SecretInput({ value = '', onChange, saved, testId }: TSecretInputProps) {
  const { t } = useTranslation('console-settings');
  const isSet = saved === SECRET_MASK;

  if (value === SECRET_MASK) {
    return (
      <Flex gap={8} align="center">
        <Tag color="green" data-testid={`${testId}-set`}>
          {t('secret.set')}
        </Tag>
        <Button size="small" onClick={() => onChange?.('')} data-testid={`${testId}-change`}>
          {t('secret.change')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="center">
      <Input.Password
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoComplete="new-password"
        placeholder={isSet ? t('secret.emptyRemoves') : ''}
        data-testid={testId}
      />
      {isSet ? (
        <Button type="link" onClick={() => onChange?.(SECRET_MASK)}>
          {t('secret.keep')}
        </Button>
      ) : null}
    </Flex>
  );
}
