import { InputNumber } from 'antd';

const MIB = 1024 * 1024;

/** A size in bytes, typed in MB (two decimals), as the upload limit is stored. */
export function SizeInput({
  value,
  onChange,
}: {
  value?: number;
  onChange?: (bytes: number | null) => void;
}) {
  return (
    <InputNumber<number>
      value={value === undefined ? undefined : Math.round((value / MIB) * 100) / 100}
      onChange={(megabytes) => onChange?.(megabytes === null ? null : Math.round(megabytes * MIB))}
      min={0}
      step={1}
      precision={2}
      suffix="MB"
      className="sf-settings-number"
      data-testid="setting-maxSize"
    />
  );
}
