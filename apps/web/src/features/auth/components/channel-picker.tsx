import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import type { TAccountChannel } from '@storefront/shared';
import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

type TChannelPickerProps = { name: string; channels: readonly TAccountChannel[] };

/** Email or mobile, offered only when the server lists both (accountVerificationType); hidden otherwise. */
export function ChannelPicker({ name, channels }: TChannelPickerProps) {
  const { t } = useTranslation('auth');
  const options = channels.map((channel) => ({
    value: channel,
    label: t(`channel.${channel}`),
    icon: channel === 'email' ? <MailOutlined /> : <MobileOutlined />,
  }));
  return (
    <Form.Item name={name} hidden={channels.length < 2}>
      <Segmented block options={options} data-testid="channel-picker" />
    </Form.Item>
  );
}
