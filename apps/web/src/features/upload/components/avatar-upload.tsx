import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { fullUrl } from '@storefront/shared';
import { Avatar, Upload, type UploadProps } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { uploadFile } from '../api/upload-file';
import { checkAvatarFile, cropOutput, formatMegabytes, type TUploadSettings } from '../lib/pre-check';
import '../upload.css';
import { showBriefError } from '../../../lib/feedback';

export type TAvatarUploadProps = {
  /** The stored avatar path ('' for none); what the profile form saves. */
  value?: string;
  onChange?: (path: string) => void;
  /** Shown while `value` is empty: the site's default avatar. */
  fallback: string;
  settings: TUploadSettings;
  cdnUrl: string;
};

/**
 * Avatar picker: the shared pre-check with its messages before anything is sent, a square crop, then the
 * upload (topic 'avatar'); the new path goes to `onChange` and the form saves it with the profile.
 */
export function AvatarUpload({ value = '', onChange, fallback, settings, cdnUrl }: TAvatarUploadProps) {
  const { t } = useTranslation('upload');
  const [percent, setPercent] = useState<number | null>(null);
  const rejected = useRef<File | null>(null);

  const precheck = (file: File): boolean => {
    const problem = checkAvatarFile(file, settings);
    if (problem) showBriefError(t(`shared:${problem}`));
    return problem === null;
  };

  const beforeCrop = (file: File): File | false => {
    if (!precheck(file)) {
      rejected.current = file;
      return false;
    }
    const output = cropOutput(file);
    return output.type === file.type ? file : new File([file], output.name, { type: output.type });
  };

  // The crop dialog hands over the cropped file, or the refused original (already explained) to drop quietly.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file === rejected.current) return Upload.LIST_IGNORE;
    return precheck(file) ? true : Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    const named = file instanceof File ? file : new File([file], 'avatar.png', { type: file.type });
    setPercent(0);
    uploadFile(named, 'avatar', setPercent)
      .then((stored) => {
        onChange?.(stored.url);
        onSuccess?.(stored);
      })
      .catch((error: unknown) => {
        if (!(error instanceof HttpError)) showBriefError(t('avatar.failed'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => setPercent(null));
  };

  const isUploading = percent !== null;
  return (
    <div className="sf-avatar-upload" data-testid="avatar-upload" data-value={value}>
      <ImgCrop
        rotationSlider
        cropShape="round"
        showReset
        quality={0.9}
        modalTitle={t('crop.title')}
        modalOk={t('crop.ok')}
        modalCancel={t('crop.cancel')}
        resetText={t('crop.reset')}
        modalClassName="sf-avatar-crop-modal"
        beforeCrop={beforeCrop}
      >
        <Upload
          accept="image/*"
          showUploadList={false}
          disabled={isUploading}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <div className="sf-avatar-upload-target">
            <span className="sf-avatar-upload-face">
              <Avatar
                size={88}
                src={fullUrl(value || fallback, cdnUrl)}
                icon={<UserOutlined />}
                alt=""
                data-testid="avatar-preview"
              />
              <span className="sf-avatar-upload-overlay">
                {isUploading ? <LoadingOutlined /> : <CameraOutlined />}
                {isUploading ? <span>{percent}%</span> : null}
              </span>
            </span>
            <span className="sf-avatar-upload-side">
              <span className="sf-avatar-upload-action">
                <CameraOutlined /> {t(isUploading ? 'avatar.uploading' : 'avatar.change')}
              </span>
              <span className="sf-avatar-upload-hint">
                {t('avatar.hint', { size: formatMegabytes(settings.maxSize) })}
              </span>
            </span>
          </div>
        </Upload>
      </ImgCrop>
    </div>
  );
}
