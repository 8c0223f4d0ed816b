import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { checkUploadFile, fullUrl } from '@storefront/shared';
import { Button, Space, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showBriefError } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http';
import { useWorkspaceChrome } from '../hooks/use-workspace-chrome';
import type { TUploadImage } from '../types';

type TLogoUploadProps = {
  /** The stored logo path ('' for none), as the form saves it. */
  value?: string;
  onChange?: (path: string) => void;
  upload: TUploadImage;
};

/** A store's logo: a preview, an image upload checked against the site's limits first, and removal. */
export function LogoUpload({ value = '', onChange, upload }: TLogoUploadProps) {
  const { t } = useTranslation('store-workspace');
  const { cdnUrl, upload: limits } = useWorkspaceChrome();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = file.type.startsWith('image/') ? checkUploadFile(file, limits) : 'upload.typeNotAllowed';
    if (problem) showBriefError(t(`shared:${problem}`));
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    setPercent(0);
    upload(file, setPercent)
      .then((path) => {
        onChange?.(path);
        onSuccess?.(path);
      })
      .catch((error: unknown) => {
        if (!(error instanceof HttpError)) showBriefError(t('store.logoFailed'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => setPercent(null));
  };

  const isUploading = percent !== null;
  return (
    <div className="sf-ws-logo" data-testid="store-logo" data-value={value}>
      <span className="sf-ws-logo-preview">
        {value ? <img src={fullUrl(value, cdnUrl)} alt="" /> : <span>{t('store.noLogo')}</span>}
      </span>
      <Space wrap>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button
            icon={isUploading ? <LoadingOutlined /> : <UploadOutlined />}
            disabled={isUploading}
            data-testid="store-logo-upload"
          >
            {isUploading ? `${percent}%` : t(value ? 'store.changeLogo' : 'store.uploadLogo')}
          </Button>
        </Upload>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} disabled={isUploading}>
            {t('store.removeLogo')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
