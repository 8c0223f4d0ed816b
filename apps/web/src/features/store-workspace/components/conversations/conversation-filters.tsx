import { Checkbox, DatePicker, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDateRange } from '../../lib/date-range';
import type { TConversationExportQuery } from '../../types';
// The range picker's month and day names follow the language.
import '../../../../lib/dates';

/** The narrowing a conversation list and its export share. */
export type TConversationFilters = Pick<
  TConversationExportQuery,
  'from' | 'to' | 'feedback' | 'unanswered' | 'agent_type'
>;

/** Date range, feedback, unanswered only, and visitors' chats or the draft's tries. */
export function ConversationFilters(props: {
  filters: TConversationFilters;
  range: TDateRange;
  onRange: (range: TDateRange) => void;
  onChange: (filters: TConversationFilters) => void;
}) {
  const { filters, range, onRange, onChange } = props;
  const { t } = useTranslation('store-workspace');
  return (
    <>
      <DatePicker.RangePicker
        value={range}
        onChange={(value) => onRange(value)}
        allowEmpty={[true, true]}
        aria-label={t('conversations.dates')}
        className="sf-ws-range"
        data-testid="conversation-dates"
      />
      <Select
        allowClear
        className="sf-ws-filter"
        placeholder={t('conversations.feedback')}
        value={filters.feedback}
        onChange={(feedback) => onChange({ ...filters, feedback })}
        options={[
          { value: 'up', label: t('conversations.feedbackUp') },
          { value: 'down', label: t('conversations.feedbackDown') },
        ]}
        aria-label={t('conversations.feedback')}
        data-testid="conversation-feedback"
      />
      <Select
        className="sf-ws-filter"
        value={filters.agent_type === 'testagent' ? 'testagent' : 'visitors'}
        onChange={(value) =>
          onChange({ ...filters, agent_type: value === 'testagent' ? 'testagent' : undefined })
        }
        options={[
          { value: 'visitors', label: t('conversations.visitors') },
          { value: 'testagent', label: t('conversations.tries') },
        ]}
        aria-label={t('conversations.kind')}
      />
      <Checkbox
        checked={filters.unanswered === '1'}
        onChange={(event) => onChange({ ...filters, unanswered: event.target.checked ? '1' : undefined })}
        data-testid="conversation-unanswered"
      >
        {t('conversations.onlyUnanswered')}
      </Checkbox>
    </>
  );
}
