import type { ReactNode } from 'react';
import './checkbox.css';

type TCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  'data-testid'?: string;
};

/** antd's Checkbox in look: a native checkbox, unseen over the box that shows its state, and its label. */
export function Checkbox({ checked, onChange, children, 'data-testid': testId }: TCheckboxProps) {
  return (
    <label className="sf-checkbox">
      <span className={checked ? 'sf-checkbox-box is-checked' : 'sf-checkbox-box'}>
        <input
          type="checkbox"
          checked={checked}
          data-testid={testId}
          onChange={(event) => onChange(event.target.checked)}
        />
      </span>
      <span className="sf-checkbox-label">{children}</span>
    </label>
  );
}
