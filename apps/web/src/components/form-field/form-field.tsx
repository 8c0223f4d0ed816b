import type { ReactNode } from 'react';
import './form-field.css';

/**
 * A field of a form drawn without antd, with its message under it as antd's Form.Item shows it: a one-line
 * message takes the space below the field, so the fields under it do not move.
 */
export function FormField({
  error,
  errorId,
  children,
}: {
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'sf-form-field has-error' : 'sf-form-field'}>
      {children}
      {error ? (
        <div className="sf-form-field-error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
