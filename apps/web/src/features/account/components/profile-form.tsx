import {
  DEFAULT_AVATAR,
  PROFILE_LIMITS,
  type TProfileBody,
  ZProfileBody,
  zAccount,
} from '@storefront/shared';
import { DatePicker, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { type Dayjs, dayjs } from '../../../lib/dates';
import { fieldRules } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { saveProfile } from '../api/save-profile';
import { useAccount } from '../hooks/use-account';

type TProfileValues = Omit<TProfileBody, 'birthday'> & { birthday: Dayjs | null };

const GENDERS = [0, 1, 2] as const;
const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** Avatar, names, gender, birthday and motto; saving shows the new values in header and aside at once. */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const { member, chrome } = useAccount();
  const { AvatarInput } = chrome;
  const { isBusy: isSaving, run } = useSubmit();

  const initialValues: TProfileValues = {
    // The default avatar is what the server shows for "none"; saving it back would not be a stored file.
    avatar: member.avatar === DEFAULT_AVATAR ? '' : member.avatar,
    username: member.username,
    nickname: member.nickname,
    gender: member.gender,
    birthday: member.birthday ? dayjs(member.birthday) : null,
    motto: member.motto,
  };

  const handleFinish = async ({ birthday, ...values }: TProfileValues) => {
    const body: TProfileBody = {
      ...values,
      username: values.username.trim(),
      nickname: values.nickname.trim(),
      motto: values.motto.trim(),
      birthday: birthday ? birthday.format('YYYY-MM-DD') : '',
    };
    await run(async () => {
      await saveProfile(body);
      chrome.patchMember({ ...body, avatar: body.avatar || DEFAULT_AVATAR, birthday: body.birthday || null });
      chrome.reloadMember().catch(() => undefined);
    });
  };

  return (
    <Form<TProfileValues>
      layout="vertical"
      className="sf-profile-form"
      data-testid="profile-form"
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void handleFinish(values)}
    >
      <Form.Item name="avatar" label={t('field.avatar')}>
        <AvatarInput />
      </Form.Item>
      <div className="sf-form-grid">
        <Form.Item
          name="username"
          label={t('field.username')}
          extra={t('hint.username')}
          validateFirst
          rules={fieldRules(zAccount, t)}
        >
          <Input autoComplete="username" maxLength={15} data-testid="username-input" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('field.nickname')}
          validateFirst
          rules={fieldRules(ZProfileBody.shape.nickname, t)}
        >
          <Input
            maxLength={PROFILE_LIMITS.nicknameMax}
            showCount
            autoComplete="nickname"
            data-testid="nickname-input"
          />
        </Form.Item>
      </div>
      <div className="sf-form-grid">
        <Form.Item name="gender" label={t('field.gender')}>
          <Radio.Group
            optionType="button"
            options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="birthday" label={t('field.birthday')}>
          <DatePicker
            className="sf-full-width"
            disabledDate={isFuture}
            placeholder={t('field.birthdayPlaceholder')}
            data-testid="birthday-input"
          />
        </Form.Item>
      </div>
      <Form.Item
        name="motto"
        label={t('field.motto')}
        rules={fieldRules(ZProfileBody.shape.motto, t, { required: false })}
      >
        <Input.TextArea
          maxLength={PROFILE_LIMITS.mottoMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('field.mottoPlaceholder')}
          data-testid="motto-input"
        />
      </Form.Item>
      <SubmitButton busy={isSaving} testId="profile-submit" block={false}>
        {t('profile.save')}
      </SubmitButton>
    </Form>
  );
}
