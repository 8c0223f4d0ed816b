import { UploadOutlined } from '@ant-design/icons';
import { CONSOLE_API } from '@storefront/shared';
import { Button, Flex, Image, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../lib/http';
import { callConsole } from '../../lib/call-console';

/** The site logo: upload an image (checked by the server like any upload) or type a path or URL. */
export function LogoInput({ value = '', onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('console-settings');
  const [isUploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { file: stored } = await callConsole(CONSOLE_API.upload.file, {
        body: { topic: 'site' },
        files: { file },
      });
      onChange?.(stored.url);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex gap={12} align="center" wrap>
      <div className="sf-settings-logo">
        {value ? <Image src={value} alt="" height={40} preview={false} /> : null}
      </div>
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={({ file }) => {
          if (file instanceof File) void upload(file);
        }}
      >
        <Button icon={<UploadOutlined />} loading={isUploading} data-testid="setting-logo-upload">
          {t('basics.upload')}
        </Button>
      </Upload>
      <Input
        className="sf-settings-logo-path"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder="/logo.svg"
        data-testid="setting-siteLogo"
      />
    </Flex>
  );
}
