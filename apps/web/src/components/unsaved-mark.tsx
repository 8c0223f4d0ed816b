import { EditOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Unsaved changes" beside a form's Save button while the form has edits not yet saved. */
export function UnsavedMark({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation('app');
  if (!isDirty) return null;
  return (
    <Tag color="warning" icon={<EditOutlined />} className="sf-unsaved-mark" data-testid="unsaved-mark">
      {t('unsaved.mark')}
    </Tag>
  );
}
