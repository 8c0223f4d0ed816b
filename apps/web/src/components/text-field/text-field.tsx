import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, useRef, useState } from 'react';
import './text-field.css';

type TTextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'type' | 'prefix'
> & {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field, not while an input method is composing. */
  onPressEnter?: () => void;
  /** An icon before the text. */
  prefix?: ReactNode;
  /** A password, hidden until the eye beside it is pressed. */
  isPassword?: boolean;
  /** A button that empties the field. */
  allowClear?: boolean;
  /** Drawn in the error colour (its message is the form field's, see form-field). */
  hasError?: boolean;
};

/**
 * A large text field with an icon: antd's `<Input size="large" prefix={…}>` (or its `Password`, or with
 * `allowClear`) in look, for the pages drawn without antd (the home page's search, the sign-in form).
 */
export function TextField({
  value,
  onChange,
  onPressEnter,
  prefix,
  isPassword = false,
  allowClear = false,
  hasError = false,
  className,
  onKeyDown,
  ...inputProps
}: TTextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isVisible, setVisible] = useState(false);
  const classes = ['sf-text-field', hasError ? 'has-error' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {prefix ? <span className="sf-text-field-prefix">{prefix}</span> : null}
      <input
        {...inputProps}
        ref={input}
        type={isPassword && !isVisible ? 'password' : 'text'}
        value={value}
        aria-invalid={hasError || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onPressEnter?.();
        }}
      />
      {allowClear ? (
        // Hidden, not removed, while the field is empty: the text does not jump as one starts typing.
        <button
          type="button"
          className="sf-text-field-action is-clear"
          tabIndex={-1}
          aria-hidden="true"
          hidden={value === ''}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      ) : null}
      {isPassword ? (
        // As antd's: a pointer's shortcut that keeps the focus in the field; the keyboard has the field alone.
        <button
          type="button"
          className="sf-text-field-action is-eye"
          tabIndex={-1}
          aria-hidden="true"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible(!isVisible)}
        >
          {isVisible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </span>
  );
}
